@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// Runs a line through the grammar and the evaluator with no rates at hand:
/// what a calculator line computes.
enum Calculate {
    enum Failure: Error, Equatable {
        case grammar(GrammarError.Kind, String)
        case evaluation(EvaluationError, String)
    }

    static func value(_ text: String, ans: Scalar? = nil) throws(Failure) -> Scalar {
        let line = LineText(text)
        let parsed: ParsedLine
        do { parsed = try Parser.parse(line) } catch { throw .grammar(error.kind, line.text(error.range)) }
        do {
            let evaluator = try Evaluator(line: parsed, ans: ans.map { Quantity($0) }, home: "KRW") {
                (from, _) throws(EvaluationError) in
                throw .rateUnavailable(code: from.code, provider: "none", at: 0..<0)
            }
            let evaluation = try evaluator.evaluate(parsed)
            return evaluation.results.last?.value ?? evaluation.value.value
        } catch {
            throw .evaluation(error, line.text(error.range))
        }
    }

    /// The failure's code (as JSON shows it) and the text it points at.
    static func failure(_ text: String) -> (code: String, at: String)? {
        do {
            _ = try value(text)
            return nil
        } catch {
            switch error {
            case .grammar(let kind, let at): return (GrammarError(kind, at: 0..<0).code + ":\(kind)", at)
            case .evaluation(let e, let at): return (e.code, at)
            }
        }
    }
}
