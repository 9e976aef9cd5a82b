extension ConfigFile {
    /// SPEC §11: `$XDG_CONFIG_HOME/hwan/config` when `XDG_CONFIG_HOME` is an
    /// absolute path (the XDG spec says to ignore a relative one), else
    /// `$HOME/.config/hwan/config`; nil with neither.
    public static func location(environment: Environment) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return trimmingSlashes(xdg) + "/hwan/config"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return trimmingSlashes(home) + "/.config/hwan/config"
        }
        return nil
    }

    /// `/home/me/` → `/home/me`; `/` stays `` so that joining adds the one slash.
    private static func trimmingSlashes(_ path: String) -> String {
        var path = path
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
