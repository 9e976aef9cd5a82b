/// `vars`: the session's variables with their values, then the definitions
/// file's names with their expressions as written (SPEC §14).
package struct VariablesOutcome {
    package struct Variable {
        package let name: String
        package let value: Quantity
    }

    package struct Named {
        package let name: String
        package let aliases: [String]
        /// `(x)` for a function of one argument, empty for a value.
        package let parameters: [String]?
        package let expression: String
    }

    package let variables: [Variable]
    package let definitions: [Named]
}
