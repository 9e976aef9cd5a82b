// The layers below this one, seen by every file of it. Package.swift draws the
// arrows; an upward import fails the build.
@_exported import HwanSession
