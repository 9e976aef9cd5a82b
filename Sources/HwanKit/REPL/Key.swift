/// One keystroke as the line editor understands it, decoded from the raw
/// bytes a terminal in raw mode sends (see `KeyDecoder`).
public enum Key: Equatable, Sendable {
    /// A printable character (any script; Hangul arrives as one 3-byte UTF-8 scalar).
    case character(Character)
    case enter
    case tab
    /// 0x7F or 0x08: delete the character before the cursor.
    case backspace
    /// `ESC [ 3 ~` or ctrl-d on a non-empty line: delete the character under the cursor.
    case delete
    case left
    case right
    case up
    case down
    case home
    case end
    case wordLeft
    case wordRight
    /// A control key not covered above, by its letter: `.control("k")` for ctrl-k.
    case control(Character)
    /// A lone escape key (read by itself, not the start of a sequence), for leaving a search.
    case escape
    /// A sequence or control byte the editor does not use; it is dropped, never inserted.
    case ignored
}
