@_exported import HwanNumbers
