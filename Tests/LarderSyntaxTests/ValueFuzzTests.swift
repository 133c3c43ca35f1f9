import LarderSyntax
import LarderTestSupport
import Testing

/// Runs one parser on random text and checks what every parser promises.
struct ParserProbe: Sendable {
  var name: String
  /// Parses at `base`; returns the ranges of the value (empty when `nil`), its diagnostics and,
  /// when it read without errors, its canonical spelling.
  var run:
    @Sendable ([UInt8]) -> (ranges: [Range<Int>], diagnostics: [Diagnostic], canonical: String?)

  static func of<T: ValueSyntax>(_: T.Type, ranges: @escaping @Sendable (T) -> [Range<Int>])
    -> ParserProbe
  {
    ParserProbe(name: "\(T.self)") { bytes in
      var diagnostics: [Diagnostic] = []
      let value = T.parse(bytes[...], at: base, into: &diagnostics)
      let canonical =
        diagnostics.contains { $0.severity == .error }
        ? nil
        : value.map { $0.canonical(in: bytes[...], at: base) }
      return (value.map(ranges) ?? [], diagnostics, canonical)
    }
  }
}

@Suite struct ValueFuzzTests {
  static func nutrientRanges(_ list: NutrientListSyntax) -> [Range<Int>] {
    [list.range] + list.items.flatMap { [$0.range, $0.valueRange] }
  }

  static func snapshotRanges(_ snapshot: SnapshotSyntax) -> [Range<Int>] {
    [snapshot.range] + nutrientRanges(snapshot.nutrients)
      + snapshot.portions.flatMap { [$0.range, $0.category, $0.number.range] }
  }

  static func quantityRanges(_ quantity: QuantitySyntax) -> [Range<Int>] {
    [quantity.range, quantity.amount.range, quantity.unit]
  }

  static let probes: [ParserProbe] = [
    .of(NumberSyntax.self) { [$0.range] },
    .of(AmountSyntax.self) { [$0.range] },
    .of(ClockTimeSyntax.self) { [$0.range] },
    .of(DateSyntax.self) { [$0.range] },
    .of(NutrientListSyntax.self, ranges: nutrientRanges),
    .of(SnapshotSyntax.self, ranges: snapshotRanges),
    .of(EntrySyntax.self) { entry in
      [entry.range, entry.what]
        + [
          entry.time?.range, entry.componentMarker, entry.amount?.range,
          entry.unit, entry.equalsSign,
        ].compactMap { $0 }
        + (entry.snapshot.map(snapshotRanges) ?? [])
    },
    .of(TargetRuleSyntax.self) {
      [$0.range, $0.number.range] + [$0.upperNumber?.range].compactMap { $0 }
    },
    .of(MealWindowSyntax.self) {
      [$0.range] + [$0.start?.range, $0.end?.range, $0.manual].compactMap { $0 }
    },
    .of(GoalSyntax.self) {
      [$0.range] + nutrientRanges($0.nutrients) + [$0.kindRange].compactMap { $0 }
    },
    .of(BodyMetricsSyntax.self) { metrics in
      [metrics.range]
        + metrics.metrics.flatMap {
          [$0.range, $0.kindRange, $0.number.range] + [$0.unitRange].compactMap { $0 }
        }
    },
    .of(QuantitySyntax.self, ranges: quantityRanges),
    .of(MeasureListSyntax.self) { list in
      [list.range] + list.measures.flatMap { [$0.range, $0.name] + quantityRanges($0.quantity) }
    },
    .of(AliasListSyntax.self) { [$0.range] + $0.aliases },
  ]

  /// Pieces that random text is made of: the grammars' own punctuation and words, fractions,
  /// broken UTF-8 and stray bytes.
  static let pieces: [[UInt8]] =
    [
      "0", "1", "2", "7", "9", "12", "24", "00", ".", ",", "/", ":", "-", "=", ";", "+", " ", " ",
      "\t", "½", "⅓", "1½", "kcal", "p", "c", "f", "mg", "sodium", "fibre", "g", "ml", "at",
      "least",
      "most", "to", "exactly", "between", "and", "manual", "deficit", "weight", "fat", "steps",
      "kg",
      "%", "cup", "oats", "crème", "x", "2026-02-29", "23:59", "1/0",
    ].map { Array($0.utf8) } + [[0xC2], [0xE2, 0x85], [0xFF], [0x00], [0x80]]

  /// Lines that read without errors, to mutate.
  static let valid: [[UInt8]] = [
    "07:40 oatmeal, dry 60 g = 228 kcal 7.9p 40.6c 3.9f; starchy sides 1",
    "+ olive oil 10 ml = 88 kcal 0p 0c 10f; oils / fats / nuts 1", "10:00 2 slices toast",
    "oatmeal 1 1/2 cups", "228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium",
    "2000 kcal 150p 200c 65f deficit", "weight 84.6 kg, fat 23.4 %, waist 93 cm, steps 9120",
    "10:00-13:00, manual", "between 1 and 2", "cup = 81 g; tbsp = 5 g", "oats; rolled oats",
    "0.34 g/ml", "2026-11-21", "23:59", "1½",
  ].map { Array($0.utf8) }

  static func randomText(_ random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      if Int.random(in: 0..<8, using: &random) == 0 {
        bytes.append(UInt8.random(in: 0...255, using: &random))
      } else {
        bytes += pieces.randomElement(using: &random)!
      }
      if Bool.random(using: &random) { bytes.append(UInt8(ascii: " ")) }
    }
    return bytes
  }

  static func mutated(_ line: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    var bytes = line
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let at = Int.random(in: 0...bytes.count, using: &random)
      let end = min(bytes.count, at + Int.random(in: 0...4, using: &random))
      switch Int.random(in: 0..<3, using: &random) {
      case 0: bytes.removeSubrange(at..<end)
      case 1: bytes.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
      default: bytes.replaceSubrange(at..<end, with: randomText(&random).prefix(3))
      }
    }
    return bytes
  }

  /// Runs every parser on `bytes` and checks ranges, diagnostics and canonical stability.
  static func check(_ bytes: [UInt8], replay: String) {
    let bounds = base...(base + bytes.count)
    let shown = "\(replay), text \(bytes)"
    for probe in probes {
      let (ranges, diagnostics, canonical) = probe.run(bytes)
      for range in ranges + diagnostics.map(\.range) {
        #expect(
          bounds.contains(range.lowerBound) && bounds.contains(range.upperBound),
          "\(probe.name) range \(range) outside \(bounds); \(shown)")
      }
      for diagnostic in diagnostics {
        #expect(!diagnostic.message.isEmpty && diagnostic.hint != nil, "\(probe.name); \(shown)")
      }
      guard let canonical else { continue }
      let again = probe.run(Array(canonical.utf8))
      #expect(
        !again.diagnostics.contains { $0.severity == .error },
        "\(probe.name) canonical \"\(canonical)\" does not read back; \(shown)")
      #expect(
        again.canonical == nil || again.canonical == canonical,
        "\(probe.name) canonical \"\(canonical)\" is not stable; \(shown)")
    }
  }

  @Test func randomTextNeverBreaksAParser() {
    var random = SplitMix64()
    for _ in 0..<1500 {
      Self.check(Self.randomText(&random), replay: random.replayHint)
    }
  }

  @Test func mutatedLinesNeverBreakAParser() {
    var random = SplitMix64()
    for _ in 0..<1500 {
      let line = Self.valid.randomElement(using: &random)!
      Self.check(Self.mutated(line, &random), replay: random.replayHint)
    }
  }

  @Test func validLinesReadWithoutErrorsByTheirOwnParser() {
    let expectations: [(Int, String)] = [
      (6, "07:40 oatmeal, dry 60 g = 228 kcal 7.9p 40.6c 3.9f; starchy sides 1"),
      (4, "228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium"),
      (9, "2000 kcal 150p 200c 65f deficit"), (10, "weight 84.6 kg, fat 23.4 %, steps 9120"),
      (8, "10:00-13:00, manual"), (7, "between 1 and 2"), (12, "cup = 81 g; tbsp = 5 g"),
    ]
    for (index, text) in expectations {
      let (_, diagnostics, canonical) = Self.probes[index].run(Array(text.utf8))
      #expect(diagnostics.isEmpty && canonical != nil, "\(Self.probes[index].name): \(text)")
    }
  }
}
