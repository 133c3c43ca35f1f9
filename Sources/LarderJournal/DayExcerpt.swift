import LarderModel
public import LarderSyntax

/// The lines of a day file that a search needs, so that searching ten years does not resolve
/// every entry ever logged against the library.
///
/// `cut(_:meals:selecting:)` keeps the entries whose text (the line's value, or its comment)
/// passes a test, with the lines above each that give it its place in the day: back to the
/// nearest entry with a time of day when it has none, and back to its composite when it is a
/// `+` component. Under their meal keys, in file order, and byte for byte:
///
/// ```yaml
/// breakfast:                                      breakfast:
///   - 07:30 oats 60 g                               - 07:30 oats 60 g
///   - 07:30 whole milk 200 ml           →         lunch:
/// lunch:                                            - 12:30 chicken salad 1 serving
///   - 12:30 chicken salad 1 serving                 - + oats 20 g
///   - + oats 20 g
/// ```
///
/// Read like the whole file, the excerpt gives those entries exactly, with the same times and
/// composites, as long as reading it reports no error: an entry that does not resolve would
/// leave a gap where the whole file has an entry further up, so a caller reads the whole file
/// then. Activity and notes are left out; they hold no meal entries.
public enum DayExcerpt {
  /// The excerpt of `document`, a day file without syntax errors: the meals whose key passes
  /// `meals`, and in them the entries for which `selecting` is true of the value or of the
  /// comment. Empty when no entry is selected; `nil` when the file cannot be cut by lines (a
  /// meal that holds something other than a list of lines, say), so it must be read whole.
  public static func cut(
    _ document: DocumentSyntax, meals: (_ key: String) -> Bool,
    selecting: (_ text: String) -> Bool
  ) -> [UInt8]? {
    guard let root = document.root else { return [] }
    guard let mapping = root.mapping else { return nil }
    var lines: [Line] = []
    for (index, entry) in mapping.entries.enumerated() {
      let key = entry.normalizedName
      guard !JournalReader.reservedDayKeys.contains(key), meals(entry.name) else { continue }
      guard let value = entry.value else { continue }
      guard let list = value.sequence, entry.colon.endsLine else { return nil }
      for item in list.items {
        guard let value = item.value else { continue }
        guard let scalar = value.scalar else { return nil }
        lines.append(Line(meal: index, item: item, scalar: scalar))
      }
    }
    var kept = [Bool](repeating: false, count: lines.count)
    let file = FileReading(document: document)
    for index in lines.indices {
      let scalar = lines[index].scalar
      guard
        selecting(scalar.value) || scalar.comment.map({ selecting(file.text($0)) }) == true
      else { continue }
      // A kept line just above was kept with the lines that give it its time and its
      // composite, which are this line's too (or, from another meal, its time's).
      if index > 0, kept[index - 1] {
        kept[index] = true
        continue
      }
      for above in start(of: index, in: lines, file)...index { kept[above] = true }
    }
    guard kept.contains(true) else { return [] }
    var bytes: [UInt8] = []
    var meal: Int?
    for index in lines.indices where kept[index] {
      if meal != lines[index].meal {
        let entry = mapping.entries[lines[index].meal]
        bytes +=
          document.source.bytes[entry.lineRange.lowerBound..<entry.colon.fullRange.upperBound]
        meal = lines[index].meal
      }
      bytes += document.source.bytes[lines[index].item.lineRange]
    }
    return bytes
  }

  /// One `- ` line of a meal.
  private struct Line {
    /// The index of its meal among the file's top-level entries.
    let meal: Int
    let item: SequenceItemSyntax
    let scalar: ScalarSyntax
  }

  /// The first line the entry at `index` needs: the nearest one above with a time of day when
  /// it has none, and its composite when it is a component, as `JournalReader` reads them.
  private static func start(of index: Int, in lines: [Line], _ file: FileReading) -> Int {
    guard let selected = entry(lines[index], file) else { return index }
    var needsTime = time(of: selected) == nil
    var needsComposite = selected.isComponent
    var first = index
    while needsTime || needsComposite, first > 0 {
      let sameMeal = lines[first - 1].meal == lines[index].meal
      // A component's composite is in its own meal; above it, only a time can help.
      if !sameMeal { needsComposite = false }
      guard needsTime || needsComposite else { break }
      first -= 1
      guard let above = entry(lines[first], file) else { continue }
      if time(of: above) != nil { needsTime = false }
      if sameMeal, !above.isComponent { needsComposite = false }
    }
    return first
  }

  private static func entry(_ line: Line, _ file: FileReading) -> EntrySyntax? {
    var ignored: [Diagnostic] = []
    return ScalarText(line.scalar, in: file).parse(EntrySyntax.self, into: &ignored)
  }

  private static func time(of entry: EntrySyntax) -> ClockTime? {
    entry.time.flatMap { ClockTime(minutes: $0.minutes) }
  }
}
