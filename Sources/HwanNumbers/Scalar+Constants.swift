extension Scalar {
    /// π to the approximation's 40 digits (the calculator's `pi` and `π`).
    public static let pi = Scalar(
        approximation: ExactDecimal("3.14159265358979323846264338327950288419716939937510")!)
}
