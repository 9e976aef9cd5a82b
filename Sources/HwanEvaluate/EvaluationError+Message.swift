/// What each evaluation error says, in both languages.
extension EvaluationError: UserFacingError {
    public var code: String {
        switch self {
        case .incompatible, .incompatibleValues, .numberAndQuantity: "incompatible_units"
        case .ambiguous: "ambiguous_name"
        case .arithmetic(let failure, _):
            switch failure {
            case .divisionByZero: "division_by_zero"
            case .overflow: "overflow"
            case .underflow: "underflow"
            case .negativeSquareRoot, .logarithmOfNonPositive, .negativeBaseFractionalPower,
                .factorialOfNonWhole, .outsideDomain, .pole:
                "math_domain_error"
            case .factorialTooLarge, .tooExpensive: "number_out_of_range"
            }
        case .noPreviousResult: "no_previous_result"
        case .malformedNumber: "syntax_error"
        case .numberOutOfRange: "number_out_of_range"
        case .productOfQuantities, .numberOverQuantity, .notANumber, .quantityOfQuantity, .notInProduct,
            .notWholeForBase:
            "unsupported_operation"
        case .notDescending: "syntax_error"
        case .nothingToConvert: "nothing_to_convert"
        case .belowAbsoluteZero: "below_absolute_zero"
        case .rateUnavailable, .coinUnpriced: "rate_unavailable"
        case .unknownRow: "internal_error"
        }
    }

    public var status: ExitStatus {
        switch self {
        case .rateUnavailable, .coinUnpriced: .dataUnavailable
        case .incompatible, .incompatibleValues, .ambiguous, .arithmetic, .noPreviousResult, .malformedNumber,
            .numberOutOfRange,
            .numberAndQuantity, .productOfQuantities, .numberOverQuantity, .notANumber, .quantityOfQuantity,
            .nothingToConvert, .unknownRow, .notDescending, .notInProduct, .notWholeForBase,
            .belowAbsoluteZero:
            .inputError
        }
    }

    /// The scalars of the line the error is about.
    public var range: Range<Int> {
        switch self {
        case .incompatible(_, _, _, _, let r), .incompatibleValues(_, _, let r), .ambiguous(_, _, let r),
            .arithmetic(_, let r), .noPreviousResult(let r), .malformedNumber(_, let r),
            .numberOutOfRange(_, let r),
            .numberAndQuantity(let r),
            .productOfQuantities(let r), .numberOverQuantity(let r), .notANumber(let r),
            .quantityOfQuantity(let r), .notInProduct(_, _, let r), .notWholeForBase(_, let r),
            .nothingToConvert(let r), .rateUnavailable(_, _, let r), .coinUnpriced(_, _, let r),
            .unknownRow(let r), .notDescending(let r), .belowAbsoluteZero(_, let r):
            r
        }
    }

    public func message(in language: Language) -> String {
        let text: Localized
        switch self {
        case .incompatible(let first, let firstDimensions, let second, let secondDimensions, _):
            text = Self.cannotConvert(
                first: first, firstWhat: Self.dimensions(firstDimensions), second: second,
                secondWhat: Self.dimensions(secondDimensions))
        case .incompatibleValues(let first, let second, _):
            text = Self.cannotConvert(
                first: ExpressionEcho.name(first.kind), firstWhat: Self.what(first),
                second: ExpressionEcho.name(second.kind), secondWhat: Self.what(second))
        case .ambiguous(let word, let meanings, _):
            let ko = KoreanGrammar.alternatives(meanings.map { Self.describe($0, in: .ko) }, in: .ko)
            let en = KoreanGrammar.alternatives(meanings.map { Self.describe($0, in: .en) }, in: .en)
            text = Localized(
                ko:
                    "\(Echo.quoted(word))\(KoreanGrammar.particle(.topic, after: word)) 여러 가지일 수 있습니다: \(ko). 코드나 기호로 적거나 바꿀 대상을 쓰세요",
                en:
                    "\(Echo.quoted(word)) could mean \(en). Write a code or symbol, or the target to convert into"
            )
        case .arithmetic(let failure, _):
            text = Self.arithmetic(failure)
        case .noPreviousResult:
            text = Localized(
                ko: "ans에 쓸 이전 결과가 아직 없습니다 (먼저 계산을 하나 하세요)",
                en: "there is no previous result for ans yet (calculate something first)")
        case .malformedNumber(let word, _):
            text = Localized(
                ko: "숫자를 읽을 수 없습니다: \(Echo.quoted(word)) (큰 단위부터 쓰세요, 예: 1억2천만, 3만5천)",
                en:
                    "cannot read the number at \(Echo.quoted(word)) (larger magnitude words first, e.g. 1억2천만, 3만5천)"
            )
        case .numberOutOfRange(let word, _):
            text = Localized(
                ko: "숫자가 너무 크거나 정밀합니다: \(Echo.quoted(word)) (유효숫자 1000자리, 크기 10^-1000 ~ 10^1000까지)",
                en:
                    "number out of range: \(Echo.quoted(word)) (at most 1000 significant digits, magnitude 10^-1000 to 10^1000)"
            )
        case .numberAndQuantity:
            text = Localized(
                ko: "단위가 없는 숫자와 단위가 있는 수량은 더할 수 없습니다 (숫자에도 단위를 붙이세요)",
                en: "a plain number and a quantity with a unit do not add up (give the number a unit too)")
        case .productOfQuantities:
            text = Localized(
                ko: "단위가 있는 수량끼리는 곱할 수 없습니다 (넓이는 m2처럼 단위로 쓰세요)",
                en:
                    "two quantities with units cannot be multiplied (write areas with an area unit such as m2)"
            )
        case .notInProduct(let symbol, let affine, _):
            text =
                affine
                ? Localized(
                    ko: "\(symbol)는 0점이 다른 온도 눈금이라 곱하거나 나눌 수 없습니다 (온도 하나로만 쓰거나 K로 바꾸세요)",
                    en:
                        "\(symbol) is a temperature scale with an offset: it cannot be multiplied or divided (use it alone, or K)"
                )
                : Localized(
                    ko: "\(symbol)는 역수 단위라 곱하거나 나눌 수 없습니다 (먼저 L/100km로 바꾸세요)",
                    en:
                        "\(symbol) is a reciprocal unit: it cannot be multiplied or divided (convert it to L/100km first)"
                )
        case .notWholeForBase(let base, _):
            text = Localized(
                ko: "\(base.rawValue)(\(base.radix)진수)로는 단위 없는 정수만 쓸 수 있습니다",
                en:
                    "only a whole number without a unit can be written in \(base.rawValue) (base \(base.radix))"
            )
        case .belowAbsoluteZero:
            text = Localized(
                ko: "절대영도(0 K = −273.15 °C = −459.67 °F)보다 낮은 온도는 없습니다",
                en: "no temperature lies below absolute zero (0 K = −273.15 °C = −459.67 °F)")
        case .numberOverQuantity:
            text = Localized(
                ko: "숫자를 단위가 있는 수량으로 나눌 수 없습니다",
                en: "a plain number cannot be divided by a quantity with a unit")
        case .notANumber:
            text = Localized(
                ko: "이 계산은 단위가 없는 숫자에만 쓸 수 있습니다",
                en: "this operation takes a plain number, without a unit")
        case .notDescending:
            text = Localized(
                ko: "나란히 쓴 수량은 같은 단위계에서 큰 단위부터 써야 더해집니다 (예: 5 ft 11 in, 1시간 30분); 더하려면 +를 쓰세요",
                en:
                    "quantities side by side add up only when they descend within one system (5 ft 11 in, 1 h 30 min); write + to add others"
            )
        case .quantityOfQuantity:
            text = Localized(
                ko: "이미 단위가 있는 수량에 단위를 또 붙였습니다",
                en: "this amount already has a unit or currency")
        case .nothingToConvert:
            text = Localized(
                ko: "단위가 없는 숫자는 바꿀 수 없습니다: 금액에 통화나 단위를 붙이세요 (예: 100 USD to KRW)",
                en:
                    "a plain number has nothing to convert: give the amount a currency or unit (e.g. 100 USD to KRW)"
            )
        case .rateUnavailable(let code, let provider, _):
            text = Localized(
                ko: "환율표(\(provider))에 \(code) 환율이 없습니다. 온라인에서 refresh 하거나 다른 제공자(--provider)를 쓰세요",
                en:
                    "the rate table (\(provider)) has no rate for \(code); go online and refresh, or try --provider"
            )
        case .coinUnpriced(let code, let exchange, _):
            text = Localized(
                ko: "\(code) 시세를 받지 못했습니다 — \(exchange). 온라인에서 다시 하거나 coins \(code) 로 거래소를 확인하세요",
                en: "no \(code) price — \(exchange); go online, or see coins \(code)")
        case .unknownRow:
            text = Localized(
                ko: "내장 자료를 읽지 못했습니다 (설치가 손상되었을 수 있습니다)",
                en: "the built-in data could not be read (the installation may be damaged)")
        }
        return text(language)
    }

    /// "cannot convert length (km) to mass (kg)", naming both sides and what they measure.
    private static func cannotConvert(
        first: String, firstWhat: Localized, second: String, secondWhat: Localized
    )
        -> Localized
    {
        Localized(
            ko:
                "\(firstWhat.ko)(\(first))\(KoreanGrammar.particle(.object, after: firstWhat.ko)) \(secondWhat.ko)(\(second))\(KoreanGrammar.particle(.direction, after: secondWhat.ko)) 바꿀 수 없습니다",
            en: "cannot convert \(firstWhat.en) (\(first)) to \(secondWhat.en) (\(second))")
    }

    private static func dimensions(_ dimensions: [NameResolution.Dimension]) -> Localized {
        let names = dimensions.map(Self.name)
        return Localized(
            ko: KoreanGrammar.alternatives(names.map(\.ko), in: .ko),
            en: KoreanGrammar.alternatives(names.map(\.en), in: .en))
    }

    private static func name(_ dimension: NameResolution.Dimension) -> Localized {
        switch dimension {
        case .money: Localized(ko: "통화", en: "money")
        case .unit(let d): Localized(ko: d.name(in: .ko), en: d.name(in: .en))
        }
    }

    private static func what(_ quantity: Quantity) -> Localized {
        if case .compound(let compound) = quantity.kind {
            return Localized(ko: compound.vector.name(in: .ko), en: compound.vector.name(in: .en))
        }
        return quantity.dimension.map(name) ?? Localized(ko: "숫자", en: "a number")
    }

    /// `GBP (영국 파운드)`, `lb (파운드, 질량)`.
    static func describe(_ meaning: NameResolution.Meaning, in language: Language) -> String {
        switch meaning {
        case .currency(let code, let row):
            let name = CurrencyCatalog.currency(atRow: row, code: code)?.name(in: language) ?? code
            return "\(code) (\(name))"
        case .unit(let id, let row, let dimension):
            guard let unit = UnitCatalog.unit(atRow: row, id: id) else { return id }
            return "\(unit.symbol) (\(unit.name(in: language)), \(dimension.name(in: language)))"
        }
    }

    private static func arithmetic(_ failure: ArithmeticFailure) -> Localized {
        switch failure {
        case .divisionByZero:
            Localized(ko: "0으로 나눌 수 없습니다", en: "division by zero")
        case .overflow:
            Localized(
                ko: "결과가 너무 큽니다 (절댓값 10^1000까지 계산합니다)",
                en: "the result is too large (magnitudes up to 10^1000 are supported)")
        case .underflow:
            Localized(
                ko: "결과가 0에 너무 가깝습니다 (0이 아니면 절댓값 10^-1000부터 계산합니다)",
                en: "the result is too close to zero (non-zero magnitudes down to 10^-1000 are supported)")
        case .negativeSquareRoot:
            Localized(ko: "음수의 제곱근은 실수가 아닙니다", en: "the square root of a negative number is not real")
        case .logarithmOfNonPositive:
            Localized(ko: "로그는 양수에만 정의됩니다", en: "logarithms are defined for positive numbers only")
        case .negativeBaseFractionalPower:
            Localized(
                ko: "음수의 소수 거듭제곱은 실수가 아닙니다 (밑을 양수로 바꾸세요)",
                en:
                    "a negative number raised to a fractional power is not a real number (use a positive base)"
            )
        case .factorialOfNonWhole:
            Localized(
                ko: "계승(!)은 0 이상의 정수에만 씁니다",
                en: "the factorial (!) takes a whole number of 0 or more")
        case .factorialTooLarge:
            Localized(ko: "계승(!)은 1000까지 계산합니다", en: "factorials are computed up to 1000!")
        case .outsideDomain:
            Localized(
                ko: "함수의 정의역 밖입니다 (asin, acos는 -1부터 1까지)",
                en: "outside the function's domain (asin and acos take -1 to 1)")
        case .pole:
            Localized(
                ko: "함수가 정의되지 않는 점(극)입니다 (tan은 90°, 270°, …에서 값이 없습니다)",
                en: "the function has a pole there, so no value (tan has none at 90°, 270°, …)")
        case .tooExpensive:
            Localized(
                ko: "결과의 자릿수가 너무 많아 계산하지 않습니다",
                en: "the exact result would have far too many digits to compute")
        }
    }
}
