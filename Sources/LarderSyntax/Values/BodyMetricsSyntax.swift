/// The body metrics of one day (FORMAT.md §3.7), each a name, a number and an optional unit.
///
/// ```
/// weight 84.6 kg, fat 23.4 %, waist 93 cm, steps 9120
/// ```
public struct BodyMetricsSyntax: ValueSyntax {
  /// A body metric, in the order of the canonical spelling.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Body weight, in kg or lb.
    case weight
    /// Body-fat percentage, 2–75.
    case fat
    /// Lean mass, in kg or lb.
    case lean
    /// Waist circumference, in cm or in.
    case waist
    /// Steps walked, a whole number.
    case steps
    /// Active energy burned, in kcal.
    case active
  }

  /// The unit written after a metric's number.
  public enum Unit: String, CaseIterable, Hashable, Sendable {
    /// `kg`.
    case kilograms = "kg"
    /// `lb`.
    case pounds = "lb"
    /// `%`, of body fat.
    case percent = "%"
    /// `cm`.
    case centimetres = "cm"
    /// `in`.
    case inches = "in"
    /// `kcal`, of active energy.
    case kilocalories = "kcal"
  }

  /// One metric, such as `weight 84.6 kg`.
  public struct Metric: Hashable, Sendable {
    /// Which metric this is.
    public var kind: Kind
    /// The metric's name word in the file.
    public var kindRange: Range<Int>
    /// The metric's number.
    public var number: NumberSyntax
    /// The unit, if written; without one the journal's display units apply.
    public var unit: Unit?
    /// The unit's bytes in the file, if written.
    public var unitRange: Range<Int>?
    /// The metric's bytes in the file, from its name to its unit.
    public var range: Range<Int>

    /// Creates a metric.
    public init(
      kind: Kind, kindRange: Range<Int>, number: NumberSyntax, unit: Unit? = nil,
      unitRange: Range<Int>? = nil, range: Range<Int>
    ) {
      self.kind = kind
      self.kindRange = kindRange
      self.number = number
      self.unit = unit
      self.unitRange = unitRange
      self.range = range
    }
  }

  /// The metrics in the order written.
  public var metrics: [Metric]
  /// The line's bytes in the file.
  public var range: Range<Int>

  /// Creates a list of metrics.
  public init(metrics: [Metric], range: Range<Int>) {
    self.metrics = metrics
    self.range = range
  }

  /// The metric of a kind, if the line gives it.
  public subscript(kind: Kind) -> Metric? {
    metrics.first { $0.kind == kind }
  }

  /// Reads body metrics, separated by commas; an unreadable metric is a `bad-metric` error and
  /// a repeated one a `duplicate-metric` error. Returns `nil` only for empty text.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> BodyMetricsSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    guard !range.isEmpty else {
      diagnostics.append(
        text.error(
          "bad-metric", range, "missing body metrics",
          hint: "Write metrics such as \"weight 84.2 kg, steps 8512\"."))
      return nil
    }
    return read(text, range, into: &diagnostics)
  }

  /// The canonical spelling: metrics in the order of `Kind`, separated by `, `, numbers in their
  /// shortest spelling: `weight 84.6 kg, fat 23.4 %, waist 93 cm, steps 9120`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    let text = ValueText(text, offset: offset)
    var parts: [String] = []
    for kind in Kind.allCases {
      guard let metric = self[kind] else { continue }
      var part = kind.rawValue + " "
      part += NumberSyntax.trimmedSpelling(text, text.clampedLocal(metric.number.range))
      if let unit = metric.unit { part += " " + unit.rawValue }
      parts.append(part)
    }
    return parts.joined(separator: ", ")
  }
}
