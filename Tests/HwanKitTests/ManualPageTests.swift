import Foundation
import Testing

@testable import HwanKit

/// `Resources/hwan.1` is the renderer's output, committed so that the README's
/// install steps can copy it. To regenerate it after changing the table:
///
///     HWAN_UPDATE_GOLDEN=1 swift test --filter ManualPageTests
@Suite("Manual page")
struct ManualPageTests {
    @Test("the committed Resources/hwan.1 is what the renderer writes (HWAN_UPDATE_GOLDEN=1 regenerates it)")
    func committedPageIsCurrent() throws {
        let url = TestFiles.packageRoot.appendingPathComponent("Resources/hwan.1")
        let rendered = ManualPage.render()
        if ProcessInfo.processInfo.environment["HWAN_UPDATE_GOLDEN"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == rendered, "run: HWAN_UPDATE_GOLDEN=1 swift test --filter ManualPageTests")
    }

    @Test("the page begins with the title line and escapes every minus sign")
    func roffShape() {
        let page = ManualPage.render()
        #expect(page.contains("\n.TH HWAN 1 \"\" \"hwan \(CommandLineSurface.version)\" \"User Commands\"\n"))
        #expect(page.contains("\\fB\\-\\-cache\\-dir\\fR \\fIDIR\\fR"))
        #expect(page.contains("\\fBconvert\\fR \\fIAMOUNT\\fR \\fIFROM\\fR [to] \\fITO\\fR"))
        let unescapedMinus = page.split(separator: "\n").filter { line in
            !line.hasPrefix(".")
                && line.enumerated().contains { index, character in
                    character == "-" && (index == 0 || Array(line)[index - 1] != "\\")
                }
        }
        #expect(unescapedMinus.isEmpty, "\(unescapedMinus)")
    }

    @Test("the manual page is not compiled into the binary (scripts/embed_resources.py skips it)")
    func notEmbedded() throws {
        let generated = TestFiles.packageRoot.appendingPathComponent("Sources/HwanCatalog/Generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: generated.path)
        #expect(!files.contains { $0.lowercased().hasPrefix("hwan1") })
        let script = try String(
            contentsOf: TestFiles.packageRoot.appendingPathComponent("scripts/embed_resources.py"),
            encoding: .utf8)
        #expect(script.contains("NOT_EMBEDDED = {\"hwan.1\", \"hwan.ko.1\"}"))
        #expect(!files.contains { $0.lowercased().hasPrefix("hwanko1") })
    }

    @Test("the committed Resources/hwan.ko.1 is the Korean page the renderer writes, from the same table")
    func koreanPageIsCurrent() throws {
        let url = TestFiles.packageRoot.appendingPathComponent("Resources/hwan.ko.1")
        let rendered = ManualPage.renderKorean()
        if ProcessInfo.processInfo.environment["HWAN_UPDATE_GOLDEN"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == rendered, "run: HWAN_UPDATE_GOLDEN=1 swift test --filter ManualPageTests")
        for command in CommandLineSurface.commands {
            #expect(rendered.contains(ManualPage.escaped(command.summary.ko)))
        }
        for option in CommandLineSurface.options {
            #expect(rendered.contains(ManualPage.escaped(option.names[0])))
        }
        for variable in CommandLineSurface.environment {
            #expect(rendered.contains(ManualPage.escaped(variable.names[0])))
        }
    }

    @Test("help, the manual pages say options stand anywhere, never only before the command")
    func optionsAnywhere() {
        for text in [ManualPage.render(), ManualPage.renderKorean()] {
            #expect(!text.contains("before the command;") && !text.contains("명령 앞에)"))
        }
        #expect(ManualPage.render().contains("Options may stand anywhere"))
        #expect(ManualPage.renderKorean().contains("어디에나"))
        for language in [Language.ko, .en] {
            let help = HelpText.lines(topic: nil, language: language) ?? []
            #expect(help.contains { $0.contains(language == .ko ? "어디에나" : "anywhere") }, "\(help)")
        }
    }
}
