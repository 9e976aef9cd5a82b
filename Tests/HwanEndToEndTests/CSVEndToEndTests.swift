import Foundation
import Testing

/// `hwan csv` (SPEC §12) run as a user runs it: the built binary, a file in an
/// empty home, and a loopback Frankfurter for the days after the bundled
/// history, counting requests; the clock fixed at 2026-12-20 (`HWAN_NOW`).
@Suite("End to end: csv at each row's day", .serialized)
struct CSVEndToEndTests {
    /// 2026-12-20 01:00 UTC.
    static let now = "1797728400"

    func write(_ text: String, in hwan: HwanProcess, name: String = "trades.csv") throws -> String {
        let path = hwan.home + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A Frankfurter body for `day`, as the API dates it.
    static func body(_ day: String) -> [UInt8] {
        Array(
            "{\"amount\":1.0,\"base\":\"EUR\",\"date\":\"\(day)\",\"rates\":{\"USD\":1.05,\"KRW\":1470.5}}"
                .utf8)
    }

    @Test("rows from the bundle offline: each mode, a bad row reported on its row, exit 1, stdin with -")
    func offlineRows() throws {
        let hwan = HwanProcess()
        let path = try write(
            "\u{FEFF}Trade Date,Memo,Amount\r\n2024-03-04,\"lunch, big\",\"1,234.50\"\r\nbad,x,1\r\n2024-03-03,y,100\r\n",
            in: hwan)
        let words = ["csv", path, "--date", "Trade Date", "--amount", "3", "--from", "USD", "--to", "KRW"]
        let env = ["HWAN_NOW": Self.now, "HWAN_OFFLINE": "1"]
        let human = try hwan.run(words + ["--lang", "en"], environment: env)
        #expect(human.status == 1)
        #expect(
            human.stdout == """
                2024-03-04 (Mon)  1,234.50 USD = 1,644,642 KRW · ECB 2024-03-04 (Mon)
                2024-03-03 (Sun)  100 USD = 133,562 KRW · ECB 2024-03-01 (Fri), the last day before

                """)
        #expect(human.stderr.contains("row 3: 'bad' is not a date (e.g. 2024-03-04)"), "\(human.stderr)")
        let terse = try hwan.run(["-t"] + words, environment: env)
        #expect(terse.stdout == "1644641.73889\n\n133562.378618\n")
        let json = try hwan.run(words + ["--json"], environment: env)
        let lines = json.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines[1]
                == #"{"error":{"code":"invalid_date","message":"'bad' is not a date (e.g. 2024-03-04)","row":3}}"#
        )
        #expect(
            lines[2].hasPrefix(#"{"row":4,"kind":"currency""#)
                && lines[2].contains(#""rateDate":"2024-03-01""#))
        let stdin = try hwan.run(
            ["-t", "csv", "-", "--date", "1", "--amount", "2", "--from", "EUR", "--to", "KRW"],
            stdin: "2024-03-04,1\n", environment: env)
        #expect(stdin.status == 0 && stdin.stdout == "1444.94\n", "\(stdin.stderr)")
    }

    @Test("a missing file is an input error, an unknown column or a missing option is usage (64)")
    func commandLineErrors() throws {
        let hwan = HwanProcess()
        let path = try write("Date,Amount\n2024-03-04,1\n", in: hwan)
        let env = ["HWAN_NOW": Self.now, "HWAN_OFFLINE": "1", "HWAN_LANG": "en"]
        let missing = try hwan.run(
            ["csv", hwan.home + "/none.csv", "--date", "1", "--amount", "2", "--from", "USD", "--to", "KRW"],
            environment: env)
        #expect(missing.status == 1 && missing.stderr.contains("no such file"), "\(missing.stderr)")
        let column = try hwan.run(
            ["csv", path, "--date", "Day", "--amount", "2", "--from", "USD", "--to", "KRW"], environment: env)
        #expect(column.status == 64)
        #expect(column.stderr.contains("no column 'Day'; the header has: Date, Amount"), "\(column.stderr)")
        let usage = try hwan.run(["csv", path, "--date", "1"], environment: env)
        #expect(usage.status == 64 && usage.stderr.contains("usage: hwan csv FILE"), "\(usage.stderr)")
        let korean = try hwan.run(
            ["csv", path, "--date", "Day", "--amount", "2", "--from", "USD", "--to", "KRW", "--lang", "ko"],
            environment: env)
        #expect(korean.stderr.contains("열 'Day'이(가) 없습니다"), "\(korean.stderr)")
    }

    @Test("200 rows over days after the bundle: one request per distinct day, then none, and none offline")
    func requestsPerDay() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.body("2026-11-02"))])
        defer { server.stop() }
        let start = Date(timeIntervalSince1970: 1_793_577_600)  // 2026-11-02
        var days: [String] = []
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        for offset in 0..<20 {
            let day = formatter.string(from: start.addingTimeInterval(Double(offset) * 86_400))
            days.append(day)
            server.route("/v1/" + day, .init(status: 200, body: Self.body(day)))
        }
        var text = "date,amount\n"
        var used = Set<String>()
        for index in 0..<200 {
            let day = days[(index * 7) % days.count]
            used.insert(day)
            text += "\(day),\(index + 1)\n"
        }
        let hwan = HwanProcess()
        let path = try write(text, in: hwan)
        let env = [
            "HWAN_NOW": Self.now, "HWAN_HISTORY_BASE_URL": server.baseURL, "HWAN_BASE_URL": server.baseURL,
        ]
        let words = [
            "-t", "csv", path, "--date", "date", "--amount", "amount", "--from", "USD", "--to", "KRW",
        ]
        let first = try hwan.run(words, environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.split(separator: "\n").count == 200)
        let dayRequests = server.requests.filter { $0.hasPrefix("/v1/2") }
        #expect(dayRequests.count == used.count, "\(dayRequests)")
        #expect(Set(dayRequests.map { String($0.dropFirst(4).prefix(10)) }) == used)
        #expect(!first.stderr.contains("fetching"), "no progress line when stderr is not a terminal")
        let second = try hwan.run(words, environment: env)
        #expect(second.stdout == first.stdout)
        #expect(server.requests.filter { $0.hasPrefix("/v1/2") }.count == used.count)
        let offline = try hwan.run(words + ["--offline"], environment: env)
        #expect(offline.stdout == first.stdout && offline.status == 0)
    }
    @Test("on a terminal, stderr shows days fetched of days needed while the days after the bundle are asked")
    func progressOnTerminal() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.body("2026-11-02"))])
        defer { server.stop() }
        for day in ["2026-11-02", "2026-11-03", "2026-11-04"] {
            server.route("/v1/" + day, .init(status: 200, body: Self.body(day)))
        }
        let hwan = HwanProcess()
        let path = try write("d,a\n2026-11-02,1\n2026-11-03,2\n2026-11-04,3\n2026-11-03,4\n", in: hwan)
        let terminal = try PseudoTerminal(
            executable: HwanProcess.binary.path,
            arguments: ["csv", path, "--date", "d", "--amount", "a", "--from", "USD", "--to", "KRW"],
            environment: [
                "TERM": "xterm", "HOME": hwan.home, "LANG": "C", "HWAN_NOW": Self.now,
                "HWAN_HISTORY_BASE_URL": server.baseURL, "HWAN_BASE_URL": server.baseURL,
            ])
        _ = try terminal.expect("fetching past days' rates: 1/3 days")
        _ = try terminal.expect("fetching past days' rates: 3/3 days")
        _ = try terminal.expect("2026-11-03 (Tue)  4 USD")
        #expect(try terminal.waitForExit() == 0)
        #expect(server.requests.filter { $0.hasPrefix("/v1/2") }.count == 3)
    }
    @Test("a DATE<TAB>line batch over days after the bundle: one request per distinct day, then none")
    func batchRequestsPerDay() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.body("2026-11-02"))])
        defer { server.stop() }
        let days = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]
        for day in days { server.route("/v1/" + day, .init(status: 200, body: Self.body(day))) }
        let lines = (0..<200).map { "\(days[$0 % days.count])\t\($0 + 1) USD to KRW\n" }.joined()
        let hwan = HwanProcess()
        let env = [
            "HWAN_NOW": Self.now, "HWAN_HISTORY_BASE_URL": server.baseURL, "HWAN_BASE_URL": server.baseURL,
        ]
        let first = try hwan.run(["-t"], stdin: lines, environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.split(separator: "\n").count == 200)
        #expect(server.requests.filter { $0.hasPrefix("/v1/2") }.count == days.count)
        let again = try hwan.run(["-t", "--offline"], stdin: lines, environment: env)
        #expect(again.stdout == first.stdout)
        #expect(server.requests.filter { $0.hasPrefix("/v1/2") }.count == days.count)
    }
}
