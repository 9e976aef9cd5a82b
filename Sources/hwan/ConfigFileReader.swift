import HwanKit

/// Reads the config file of SPEC §11 (see `ConfigFile.load`): a missing or
/// unreachable file is no config; a bad one is an error naming the path.
enum ConfigFileReader {
    static func read(environment: Environment) throws(ConfigFileError) -> ConfigFile {
        try ConfigFile.load(environment: environment)
    }
}
