// The layers below HwanKit, seen by every file of it and by its users as one
// library. Package.swift draws the arrows; an upward import fails the build.
@_exported import HwanNumbers
@_exported import HwanSupport
