/// The Korean manual page (`man -L ko hwan`), rendered from the same command
/// table as `hwan.1`: every command, option, environment variable, config key,
/// file and exit status with its Korean summary. `Resources/hwan.ko.1` is this
/// output, committed; installed as `share/man/ko/man1/hwan.1`.
extension ManualPage {
    public static func renderKorean() -> String {
        var page = Page()
        page.raw(".\\\" Generated from CommandLineSurface (Sources/HwanKit/Help/); do not edit.")
        page.raw(".\\\" Regenerate: HWAN_UPDATE_GOLDEN=1 swift test --filter ManualPageTests")
        page.raw(".TH HWAN 1 \"\" \"hwan \(CommandLineSurface.version)\" \"사용자 명령\"")
        page.section("이름")
        page.raw("hwan \\- 터미널 환율·단위 계산기, 한국어 사용자 먼저")
        page.section("사용법")
        page.raw(".B hwan")
        page.raw("[\\fI옵션\\fR] [\\fI명령\\fR [\\fI인자\\fR...] | \\fI식\\fR]")
        page.section("설명")
        page.text(
            "hwan 은 통화와 단위를 바꾸고 계산합니다. 오프라인 먼저: 지난번에 저장한 환율로 답하고, "
                + "제공자가 알린 다음 갱신 시각이 지나야 다시 묻습니다. 명령을 주면 실행하고 끝납니다 "
                + "(옵션 뒤의 단어들이 한 줄). 명령 없이 터미널에서 실행하면 대화형 모드, 파이프나 파일로 "
                + "받으면 한 줄에 결과 하나씩 출력합니다. 데이터 알림(오래된 환율, 받기 실패)은 표준 오류로 갑니다.")
        page.section("명령")
        for command in CommandLineSurface.commands {
            page.raw(".TP")
            page.literal(command.words.first.map { $0 + " " + command.arguments.ko } ?? command.arguments.ko)
            page.text(command.summary.ko + ".")
            let others = command.words.dropFirst()
            if !others.isEmpty {
                page.raw(".br")
                page.text("같은 명령: " + others.joined(separator: ", "))
            }
        }
        page.section("옵션")
        page.text(
            "옵션은 명령 앞이든 뒤든 어디에나 쓸 수 있습니다 (hwan rates --json, hwan --json rates). "
                + "숫자로 읽히는 단어(-5, -2^2)는 옵션이 아니고, -- 뒤로는 옵션이 없습니다. "
                + "--이름=값 도 --이름 값 과 같습니다.")
        optionEntries(&page) { $0.ko }
        page.section("환경 변수")
        environmentEntries(&page) { $0.ko }
        page.section("설정 파일")
        page.text(
            "$XDG_CONFIG_HOME/hwan/config (XDG_CONFIG_HOME 이 절대 경로일 때), 아니면 ~/.config/hwan/config. "
                + "한 줄에 key = value, # 는 주석. 옵션 > 환경 변수 > 설정 파일 순으로 앞선 것이 이깁니다. "
                + "읽을 수 없는 줄은 파일 경로와 줄 번호를 알리고 상태 64로 끝납니다.")
        configKeyEntries(&page) { summary, value in summary.ko + ". 기본값: " + value.ko }
        page.section("파일")
        fileEntries(&page) { $0.ko }
        page.section("종료 상태")
        exitStatusEntries(&page) { $0.ko }
        page.section("더 보기")
        page.raw(".BR hwan (1)")
        page.text("(영어 설명서: man -L en hwan)")
        return page.text
    }
}
