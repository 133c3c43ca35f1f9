/// A nutrient list of FORMAT.md §3.2, used by entry snapshots, food nutrition and goals.
///
/// ```
/// 228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium
/// ```
///
/// Masses are grams, energy is kcal and sodium is mg. Each nutrient appears at most once, so the
/// list keeps one item per kind, without allocating. Any other nutrient is a `NamedItem`,
/// written with its unit (`0.9 mg iron`, `2.5 µg vitamin-d`): which words name a nutrient is
/// the model's table to say, not the grammar's.
public struct NutrientListSyntax: ValueSyntax {
  /// A nutrient, in the order of the canonical spelling.
  public enum Kind: Int, CaseIterable, Hashable, Sendable {
    /// Energy, in kcal: `228 kcal`.
    case kcal
    /// Protein, in grams: `8.1p`, `8.1 p`, `8.1 protein`.
    case protein
    /// Carbohydrates, in grams: `40.5c`, `40.5 c`, `40.5 carbs`.
    case carbs
    /// Fat, in grams: `4.1f`, `4.1 f`, `4.1 fat`.
    case fat
    /// Fibre, in grams: `3 fibre`, `3 fiber`.
    case fibre
    /// Sugars, in grams: `1.2 sugars`, `1.2 sugar`.
    case sugars
    /// Sodium, in milligrams: `140 mg sodium`, `140 sodium`.
    case sodium
  }

  /// One nutrient of the list, such as `8.1p` or `140 mg sodium`.
  public struct Item: Hashable, Sendable {
    /// Which nutrient this is.
    public var kind: Kind
    /// The amount: kcal for energy, mg for sodium, grams otherwise.
    public var value: Double
    /// The item's bytes in the file, from its number to its last word.
    public var range: Range<Int>
    /// The number's bytes in the file.
    public var valueRange: Range<Int>

    /// Creates an item.
    public init(kind: Kind, value: Double, range: Range<Int>, valueRange: Range<Int>) {
      self.kind = kind
      self.value = value
      self.range = range
      self.valueRange = valueRange
    }
  }

  /// A nutrient written as a number, a mass unit and a word: `0.9 mg iron`.
  public struct NamedItem: Hashable, Sendable {
    /// The amount, in `unit`.
    public var value: Double
    /// The unit as written: `g`, `mg`, `µg`, `μg`, `ug` or `mcg`, in any case.
    public var unit: String
    /// The nutrient's word as written, such as `iron` or `Vitamin-D`.
    public var word: String
    /// The item's bytes in the file, from its number to its word.
    public var range: Range<Int>
    /// The word's bytes in the file.
    public var wordRange: Range<Int>
  }

  /// The list's bytes in the file.
  public var range: Range<Int>
  /// The nutrients written with a unit and a word, in the order written.
  public internal(set) var namedItems: [NamedItem] = []
  // One compact slot per kind keeps the list small enough to copy cheaply: entry parsing,
  // the hottest path of a check, returns one per snapshot.
  private var kcal = Slot()
  private var protein = Slot()
  private var carbs = Slot()
  private var fat = Slot()
  private var fibre = Slot()
  private var sugars = Slot()
  private var sodium = Slot()

  /// Creates an empty list spanning `range`.
  public init(range: Range<Int>) {
    self.range = range
  }

  /// The item of a nutrient, if the list gives it.
  public internal(set) subscript(kind: Kind) -> Item? {
    get {
      let slot =
        switch kind {
        case .kcal: kcal
        case .protein: protein
        case .carbs: carbs
        case .fat: fat
        case .fibre: fibre
        case .sugars: sugars
        case .sodium: sodium
        }
      guard slot.length > 0 else { return nil }
      let end = slot.start + Int(slot.length)
      return Item(
        kind: kind, value: slot.value, range: slot.start..<end,
        valueRange: slot.start..<(slot.start + Int(slot.numberLength)))
    }
    set {
      let slot = newValue.map(Slot.init) ?? Slot()
      switch kind {
      case .kcal: kcal = slot
      case .protein: protein = slot
      case .carbs: carbs = slot
      case .fat: fat = slot
      case .fibre: fibre = slot
      case .sugars: sugars = slot
      case .sodium: sodium = slot
      }
    }
  }

  /// The items in canonical order.
  public var items: [Item] {
    Kind.allCases.compactMap { self[$0] }
  }

  /// Whether the list gives no nutrient.
  public var isEmpty: Bool {
    kcal.length == 0 && protein.length == 0 && carbs.length == 0 && fat.length == 0
      && fibre.length == 0 && sugars.length == 0 && sodium.length == 0 && namedItems.isEmpty
  }

  /// Reads a nutrient list; unreadable items are `bad-nutrient` errors and repeated ones
  /// `duplicate-nutrient` errors. Returns `nil` only for empty text.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> NutrientListSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    guard !range.isEmpty else {
      diagnostics.append(
        text.error(
          "bad-nutrient", range, "missing nutrients",
          hint: "Write nutrients such as \"228 kcal 8.1p 40.5c 4.1f\"."))
      return nil
    }
    var list = NutrientListSyntax(range: text.file(range))
    read(text, range, into: &list, &diagnostics)
    return list
  }

  /// The list in canonical order, numbers without trailing zeros and never rounded, so that
  /// `larder fmt` keeps every value exactly:
  /// `228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium 0.9 mg iron`; named items
  /// follow in the order written, units in lowercase with micrograms as `µg`.
  public var canonical: String {
    var spelled: [UInt8] = []
    appendCanonical(to: &spelled)
    return String(decoding: spelled, as: UTF8.self)
  }

  /// Appends `canonical` to UTF-8 bytes.
  func appendCanonical(to bytes: inout [UInt8]) {
    var isFirst = true
    for item in Kind.allCases.lazy.compactMap({ self[$0] }) {
      if !isFirst { bytes.append(UInt8(ascii: " ")) }
      isFirst = false
      NumberSyntax.appendSpelling(of: item.value, maxFractionDigits: 9, to: &bytes)
      bytes += item.kind.canonicalSuffix.utf8
    }
    for item in namedItems {
      if !isFirst { bytes.append(UInt8(ascii: " ")) }
      isFirst = false
      NumberSyntax.appendSpelling(of: item.value, maxFractionDigits: 9, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      let unit = item.unit.lowercased()
      bytes += (Self.microgramSpellings.contains(unit) ? "µg" : unit).utf8
      bytes.append(UInt8(ascii: " "))
      bytes += item.word.lowercased().utf8
    }
  }

  /// The spellings of micrograms: the micro sign, the Greek mu, and ASCII stand-ins.
  static let microgramSpellings: Set<String> = ["µg", "μg", "ug", "mcg"]

  /// The list in canonical order, as `canonical`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    canonical
  }
}

extension NutrientListSyntax {
  /// An item without its kind, in 24 bytes; an absent item has length 0.
  private struct Slot: Hashable, Sendable {
    var value = 0.0
    var start = 0
    var numberLength: UInt32 = 0
    var length: UInt32 = 0

    init() {}

    /// The slot of an item read by the parser, whose number starts the item.
    init(_ item: Item) {
      value = item.value
      start = item.range.lowerBound
      numberLength = UInt32(clamping: item.valueRange.count)
      length = UInt32(clamping: max(item.range.count, 1))
    }
  }
}

extension NutrientListSyntax.Kind {
  /// What follows the number in the canonical spelling.
  var canonicalSuffix: String {
    switch self {
    case .kcal: " kcal"
    case .protein: "p"
    case .carbs: "c"
    case .fat: "f"
    case .fibre: " fibre"
    case .sugars: " sugars"
    case .sodium: " mg sodium"
    }
  }

  /// The name used in messages.
  var name: String {
    switch self {
    case .kcal: "energy"
    case .protein: "protein"
    case .carbs: "carbs"
    case .fat: "fat"
    case .fibre: "fibre"
    case .sugars: "sugars"
    case .sodium: "sodium"
    }
  }
}
