/// The twenty physical quantities of Apple Foundation's `Dimension` subclasses
/// (`UnitLength`, `UnitMass`, ...), force (newton), data rate (bit/s), and the
/// quantities of the SI's other named units (mol, cd, lm, lx, Bq, Gy, Sv, kat,
/// F, H, Wb, T, S), so every SI unit that takes a prefix has a dimension to
/// convert in. Units of one dimension convert directly; products and quotients
/// meet through `DimensionVector`.
public enum UnitDimension: String, CaseIterable, Sendable {
    case acceleration
    case angle
    case area
    case concentrationMass
    case duration
    case electricCharge
    case electricCurrent
    case electricPotentialDifference
    case electricResistance
    case energy
    case force
    case frequency
    case fuelEfficiency
    case informationStorage
    case length
    case mass
    case power
    case pressure
    case speed
    case temperature
    case volume
    case absorbedDose
    case amountOfSubstance
    case capacitance
    case catalyticActivity
    case dataRate
    case electricConductance
    case equivalentDose
    case illuminance
    case inductance
    case luminousFlux
    case luminousIntensity
    case magneticFlux
    case magneticFluxDensity
    case radioactivity

    /// The dimension's everyday name: `길이` / `length`.
    public func name(in language: Language) -> String {
        language == .ko ? names.ko : names.en
    }

    private var names: Localized {
        switch self {
        case .radioactivity: Localized(ko: "방사능", en: "radioactivity")
        case .magneticFluxDensity: Localized(ko: "자기 선속 밀도", en: "magnetic flux density")
        case .magneticFlux: Localized(ko: "자기 선속", en: "magnetic flux")
        case .luminousIntensity: Localized(ko: "광도", en: "luminous intensity")
        case .luminousFlux: Localized(ko: "광선속", en: "luminous flux")
        case .inductance: Localized(ko: "인덕턴스", en: "inductance")
        case .illuminance: Localized(ko: "조도", en: "illuminance")
        case .equivalentDose: Localized(ko: "등가선량", en: "equivalent dose")
        case .electricConductance: Localized(ko: "전기 전도도", en: "electric conductance")
        case .dataRate: Localized(ko: "전송 속도", en: "data rate")
        case .catalyticActivity: Localized(ko: "촉매 활성", en: "catalytic activity")
        case .capacitance: Localized(ko: "전기용량", en: "capacitance")
        case .amountOfSubstance: Localized(ko: "물질량", en: "amount of substance")
        case .absorbedDose: Localized(ko: "흡수선량", en: "absorbed dose")
        case .acceleration: Localized(ko: "가속도", en: "acceleration")
        case .angle: Localized(ko: "각도", en: "angle")
        case .area: Localized(ko: "넓이", en: "area")
        case .concentrationMass: Localized(ko: "질량 농도", en: "concentration of mass")
        case .duration: Localized(ko: "시간", en: "duration")
        case .electricCharge: Localized(ko: "전하", en: "electric charge")
        case .electricCurrent: Localized(ko: "전류", en: "electric current")
        case .electricPotentialDifference: Localized(ko: "전압", en: "electric potential difference")
        case .electricResistance: Localized(ko: "전기 저항", en: "electric resistance")
        case .energy: Localized(ko: "에너지", en: "energy")
        case .force: Localized(ko: "힘", en: "force")
        case .frequency: Localized(ko: "주파수", en: "frequency")
        case .fuelEfficiency: Localized(ko: "연비", en: "fuel efficiency")
        case .informationStorage: Localized(ko: "정보량", en: "information storage")
        case .length: Localized(ko: "길이", en: "length")
        case .mass: Localized(ko: "질량", en: "mass")
        case .power: Localized(ko: "일률", en: "power")
        case .pressure: Localized(ko: "압력", en: "pressure")
        case .speed: Localized(ko: "속도", en: "speed")
        case .temperature: Localized(ko: "온도", en: "temperature")
        case .volume: Localized(ko: "부피", en: "volume")
        }
    }

    /// Other words a user may type for the dimension in `units TYPE`, besides
    /// the raw value and both names.
    var otherNames: [String] {
        switch self {
        case .radioactivity: ["activity", "방사능 세기"]
        case .magneticFluxDensity: ["자속 밀도", "magnetic field"]
        case .magneticFlux: ["자속"]
        case .luminousIntensity: []
        case .luminousFlux: ["광속"]
        case .inductance: []
        case .illuminance: []
        case .equivalentDose: ["피폭량"]
        case .electricConductance: ["conductance", "컨덕턴스"]
        case .dataRate: ["bit rate", "bitrate", "bandwidth", "데이터 전송 속도", "통신 속도"]
        case .catalyticActivity: ["촉매활성도"]
        case .capacitance: ["정전용량", "커패시턴스"]
        case .amountOfSubstance: ["amount", "substance", "몰수"]
        case .absorbedDose: ["dose", "선량"]
        case .acceleration: []
        case .angle: ["각"]
        case .area: ["면적"]
        case .concentrationMass: ["concentration", "농도", "mass concentration"]
        case .duration: ["time", "기간"]
        case .electricCharge: ["charge", "전하량"]
        case .electricCurrent: ["current"]
        case .electricPotentialDifference: ["voltage", "potential difference", "전위차"]
        case .electricResistance: ["resistance", "저항"]
        case .energy: ["열량"]
        case .force: ["weight force", "무게힘"]
        case .frequency: ["진동수"]
        case .fuelEfficiency: ["fuel economy", "consumption", "mileage", "연료 소비율"]
        case .informationStorage: ["data", "information", "storage", "digital", "데이터", "데이터 크기"]
        case .length: ["distance", "거리"]
        case .mass: ["weight", "무게"]
        case .power: ["전력", "출력"]
        case .pressure: []
        case .speed: ["velocity", "속력"]
        case .temperature: ["temp"]
        case .volume: ["capacity", "체적", "들이"]
        }
    }
}
