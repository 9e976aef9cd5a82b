/// The editing state of one input line, driven by raw terminal bytes and free
/// of I/O: the caller reads the terminal, feeds the bytes, acts on the events
/// and redraws with `LineRenderer`.
///
/// Keys, as in readline's emacs mode:
///
/// | key | effect |
/// | --- | --- |
/// | left, right, ctrl-b, ctrl-f | move one character |
/// | home, end, ctrl-a, ctrl-e | move to the start or end |
/// | alt-b, alt-f, ctrl-left, ctrl-right | move one word |
/// | backspace / delete | delete before / under the cursor |
/// | ctrl-k, ctrl-u, ctrl-w | kill to the end, to the start, the word before; ctrl-y yanks it back |
/// | up, down, ctrl-p, ctrl-n | recall history; coming back down restores the line being typed |
/// | tab | complete; a second tab in a row lists the candidates |
/// | ctrl-c | `.cancel`: the line is dropped |
/// | ctrl-d | `.endOfInput` on an empty line, else delete under the cursor |
/// | ctrl-l | `.clearScreen` |
/// | ctrl-r | reverse incremental search of the history: typing narrows it, ctrl-r again finds an older match, enter runs the match, esc or ctrl-g puts the line back, any other key takes the match and acts on it |
/// | enter | `.submit(line)`; the line goes into the history |
public struct LineEditor {
    /// What the caller must do after a key, beyond redrawing the line.
    public enum Event: Equatable, Sendable {
        case none
        case submit(String)
        /// Ctrl-c: print `^C`, a new line, and a fresh prompt.
        case cancel
        /// Ctrl-d on an empty line.
        case endOfInput
        case clearScreen
        /// Ctrl-z: put the terminal back, stop the process (the shell's job control); `fg` continues.
        case suspend
        /// Print these below the line (see `CandidateColumns`), then redraw.
        case showCandidates([String])
        /// The key could do nothing (no match, no older entry): ring the bell.
        case bell
    }

    public private(set) var buffer: [Character] = []
    /// Index in `buffer` (in Characters) before which new text goes.
    public private(set) var cursor = 0
    public private(set) var history: History

    private var decoder = KeyDecoder()
    private let completer: Completer
    /// The history entry being shown, or nil while editing the new line.
    private var recalled: Int?
    /// The new line, kept while browsing the history.
    private var draft: [Character] = []
    private var killed: [Character] = []
    private var lastKeyWasTab = false
    /// While ctrl-r searches: what is typed, the entry matched, and the line before the search.
    private var search: (query: [Character], match: Int?, original: [Character], originalCursor: Int)?

    public init(history: History = History(), completer: Completer = Completer { [] }) {
        self.history = history
        self.completer = completer
    }

    public var line: String { String(buffer) }

    /// Feeds bytes as read from the terminal; returns the events, in order, that are not `.none`.
    /// After a `.submit`, later bytes of the same read already belong to the next line.
    public mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Event] {
        var keys = decoder.decode(bytes)
        // Esc by itself leaves a search; elsewhere an escape waits for its sequence as before.
        if search != nil, decoder.takeLoneEscape() { keys.append(.escape) }
        return keys.map { handle($0) }.filter { $0 != .none }
    }

    /// The prompt to draw: `prompt`, or during a search `(reverse-i-search)'query': `
    /// (`(failing reverse-i-search)` when nothing matches), as readline shows it.
    public func displayPrompt(_ prompt: String) -> String {
        guard let search else { return prompt }
        let failing = search.match == nil && !search.query.isEmpty
        return (failing ? "(failing reverse-i-search)'" : "(reverse-i-search)'") + String(search.query)
            + "': "
    }

    /// A key during a search.
    private mutating func searching(_ key: Key) -> Event? {
        guard var state = search else { return nil }
        switch key {
        case .character(let character):
            state.query.append(character)
            search = state
            return find(from: state.match ?? history.entries.count - 1)
        case .backspace:
            guard !state.query.isEmpty else { return .bell }
            state.query.removeLast()
            state.match = nil
            search = state
            if state.query.isEmpty {
                buffer = state.original
                cursor = state.originalCursor
                return Event.none
            }
            return find(from: history.entries.count - 1)
        case .control("r"):
            // Again: the next older entry that matches (with nothing typed, the next older entry).
            return find(from: (state.match ?? history.entries.count) - 1)
        case .control("g"), .escape:
            buffer = state.original
            cursor = state.originalCursor
            search = nil
            return Event.none
        case .control("c"):
            search = nil
            return nil
        case .enter:
            search = nil
            return nil
        case .ignored:
            return Event.none
        default:
            // Any other key takes the match as the line and then does its usual work.
            search = nil
            return nil
        }
    }

    /// The newest entry at or before `start` containing the query; the line shows
    /// it with the cursor at the match. None: the bell, and the prompt says failing.
    private mutating func find(from start: Int) -> Event {
        guard var state = search else { return .none }
        var index = min(start, history.entries.count - 1)
        while index >= 0 {
            let entry = Array(history.entries[index])
            if let at = Self.position(of: state.query, in: entry) {
                state.match = index
                search = state
                buffer = entry
                cursor = state.query.isEmpty ? entry.count : at
                recalled = nil
                return .none
            }
            index -= 1
        }
        // Keep showing the last match, as readline does; the prompt says the search fails.
        if let match = state.match, Self.position(of: state.query, in: Array(history.entries[match])) == nil {
            state.match = nil
        }
        search = state
        return .bell
    }

    /// Where `query` first occurs in `text` (0 for an empty query).
    static func position(of query: [Character], in text: [Character]) -> Int? {
        if query.isEmpty { return 0 }
        guard query.count <= text.count else { return nil }
        for i in 0...(text.count - query.count) where text[i..<(i + query.count)].elementsEqual(query) {
            return i
        }
        return nil
    }

    public mutating func handle(_ key: Key) -> Event {
        if let event = searching(key) { return event }
        let wasTab = lastKeyWasTab
        lastKeyWasTab = key == .tab
        switch key {
        case .character(let character): insert(character)
        case .enter: return submit()
        case .tab: return complete(listing: wasTab)
        case .backspace:
            guard cursor > 0 else { return .bell }
            cursor -= 1
            buffer.remove(at: cursor)
        case .delete:
            guard cursor < buffer.count else { return .bell }
            buffer.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(buffer.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = buffer.count
        case .wordLeft: cursor = wordBoundary(before: cursor)
        case .wordRight: cursor = wordBoundary(after: cursor)
        case .up: return recall(older: true)
        case .down: return recall(older: false)
        case .control(let letter): return control(letter)
        case .escape, .ignored: break
        }
        return .none
    }

    private mutating func control(_ letter: Character) -> Event {
        switch letter {
        case "a": return handle(.home)
        case "e": return handle(.end)
        case "b": return handle(.left)
        case "f": return handle(.right)
        case "p": return handle(.up)
        case "n": return handle(.down)
        case "d": return buffer.isEmpty ? .endOfInput : handle(.delete)
        case "c":
            reset()
            return .cancel
        case "l": return .clearScreen
        case "r":
            search = (query: [], match: nil, original: buffer, originalCursor: cursor)
            return .none
        case "z": return .suspend
        case "k": kill(cursor..<buffer.count)
        case "u": kill(0..<cursor)
        case "w":
            var start = cursor
            while start > 0 && buffer[start - 1].isWhitespace { start -= 1 }
            while start > 0 && !buffer[start - 1].isWhitespace { start -= 1 }
            kill(start..<cursor)
        case "y":
            buffer.insert(contentsOf: killed, at: cursor)
            cursor += killed.count
        default: break
        }
        return .none
    }

    private mutating func insert(_ character: Character) {
        // A combining mark typed after a letter joins it instead of standing alone.
        if cursor > 0 {
            let joined = String(buffer[cursor - 1]) + String(character)
            if joined.count == 1, let single = joined.first {
                buffer[cursor - 1] = single
                return
            }
        }
        buffer.insert(character, at: cursor)
        cursor += 1
    }

    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killed = Array(buffer[range])
        buffer.removeSubrange(range)
        cursor = range.lowerBound
    }

    private mutating func submit() -> Event {
        let submitted = line
        history.add(submitted)
        reset()
        return .submit(submitted)
    }

    private mutating func reset() {
        buffer = []
        cursor = 0
        recalled = nil
        draft = []
    }

    private mutating func recall(older: Bool) -> Event {
        let target: Int?
        switch (recalled, older) {
        case (nil, true):
            guard !history.entries.isEmpty else { return .bell }
            draft = buffer
            target = history.entries.count - 1
        case (let index?, true):
            guard index > 0 else { return .bell }
            target = index - 1
        case (nil, false): return .bell
        case (let index?, false):
            target = index + 1 < history.entries.count ? index + 1 : nil
        }
        recalled = target
        buffer = target.map { Array(history.entries[$0]) } ?? draft
        cursor = buffer.count
        return .none
    }

    private mutating func complete(listing: Bool) -> Event {
        switch completer.complete(buffer, cursor: cursor) {
        case .noMatch: return .bell
        case .completed(let completed, let position):
            buffer = completed
            cursor = position
            return .none
        case .ambiguous(let names): return listing ? .showCandidates(names) : .bell
        }
    }

    private func isWordCharacter(_ index: Int) -> Bool {
        buffer[index].isLetter || buffer[index].isNumber
    }

    private func wordBoundary(before position: Int) -> Int {
        var index = position
        while index > 0 && !isWordCharacter(index - 1) { index -= 1 }
        while index > 0 && isWordCharacter(index - 1) { index -= 1 }
        return index
    }

    private func wordBoundary(after position: Int) -> Int {
        var index = position
        while index < buffer.count && !isWordCharacter(index) { index += 1 }
        while index < buffer.count && isWordCharacter(index) { index += 1 }
        return index
    }
}
