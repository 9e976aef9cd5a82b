// The one place that picks the Foundation flavour: FoundationEssentials on
// Linux keeps ICU (tens of MiB, tens of ms at start-up) out of the binary.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
