/// Which colours mean up and down (the config's `updown`). Korean markets
/// show a rise in red and a fall in blue; Western ones, green and red.
public enum UpDownStyle: String, CaseIterable, Sendable {
    /// Rises red ▲, falls blue ▼: the default.
    case korean
    /// Rises green ▲, falls red ▼.
    case western
}
