import FoundationEssentials
import LarderWorkspace

/// Columns of text aligned for the terminal, shared by the day, score, goals, targets and
/// meals reports. Widths are columns on the screen (`Display.width`), so `crème fraîche`
/// pads like `creme fraiche` and `米饭` like `rice`; a style is applied after padding, so
/// colours never shift a column.
struct TextTable {
  enum Alignment { case left, right }

  /// One cell: its text and, when colours are on, its style.
  struct Cell: ExpressibleByStringLiteral {
    var text: String
    var style: Terminal.Style?

    init(_ text: String, _ style: Terminal.Style? = nil) {
      self.text = text
      self.style = style
    }

    init(stringLiteral value: String) { self.init(value) }
  }

  /// A row of cells, or a line printed as it is between rows (a group's heading).
  enum Row {
    case cells([Cell])
    case line(String)
  }

  var alignments: [Alignment]
  /// The column narrowed when the table is wider than the terminal: its cells are shortened
  /// with `…`, or with `wrapsFlexible` go on over more lines.
  var flexible: Int?
  /// Whether a cell of the flexible column too wide for it is wrapped between words rather
  /// than shortened, for a table whose every word counts (`score --explain`).
  var wrapsFlexible = false
  var indent = 2
  var rows: [Row] = []

  init(_ alignments: [Alignment], flexible: Int? = nil, indent: Int = 2) {
    self.alignments = alignments
    self.flexible = flexible
    self.indent = indent
  }

  mutating func add(_ cells: [Cell]) { rows.append(.cells(cells)) }

  mutating func addLine(_ line: String) { rows.append(.line(line)) }

  /// The table's lines, at most `width` characters wide when a flexible column allows it.
  func render(_ terminal: Terminal, width: Int) -> String {
    var output = ""
    write(to: &output, terminal, width: width, count: 0) { _ in .line("") }
    return output
  }

  /// Writes the table's rows and then `count` more that `row` makes by index, as `render`
  /// does. The rows are made, measured and laid out on every core, a few thousand at a time,
  /// and written in index order: a day of a million lines spent a third of its time on
  /// listing them, and never holds them all.
  func write(
    to output: inout some TextOutputStream, _ terminal: Terminal, width: Int, count: Int,
    row: @Sendable (Int) -> Row
  ) {
    let pieceSize = 1 << 14
    let pieces = (count + pieceSize - 1) / pieceSize
    @Sendable func indices(ofPiece piece: Int) -> Range<Int> {
      piece * pieceSize..<min(count, (piece + 1) * pieceSize)
    }
    var widths = [Int](repeating: 0, count: alignments.count)
    let measured =
      [measure(rows)]
      + concurrentMap(pieces) { piece in measure(indices(ofPiece: piece).lazy.map(row)) }
    for pieceWidths in measured {
      for index in widths.indices { widths[index] = max(widths[index], pieceWidths[index]) }
    }
    let used = widths.filter { $0 > 0 }
    let total = indent + used.reduce(0, +) + 2 * max(used.count - 1, 0)
    if let flexible, total > width {
      widths[flexible] = max(8, widths[flexible] - (total - width))
    }
    for row in rows { write(row, widths: widths, terminal, to: &output) }
    let laidOut = widths
    // As many pieces at a time as there are cores, each laid out into bytes of its own.
    let batch = max(1, ProcessInfo.processInfo.activeProcessorCount)
    for first in stride(from: 0, to: pieces, by: batch) {
      let texts = concurrentMap(min(batch, pieces - first)) { offset in
        var text = GatheredText()
        for index in indices(ofPiece: first + offset) {
          write(row(index), widths: laidOut, terminal, to: &text)
        }
        return text.bytes
      }
      for text in texts { output.write(String(decoding: text, as: UTF8.self)) }
    }
  }

  /// The widest a column grows to fit its cells; a wider cell is printed whole, past it.
  static let widestColumn = 120

  /// The widths of `rows`' columns.
  private func measure(_ rows: some Sequence<Row>) -> [Int] {
    var widths = [Int](repeating: 0, count: alignments.count)
    for case .cells(let cells) in rows {
      for (index, cell) in cells.enumerated() where index < widths.count {
        // A cell wider than `widestColumn` overflows its row rather than widen the column:
        // one food named in a megabyte padded every row of `foods list` to a megabyte.
        widths[index] = max(widths[index], min(Display.width(cell.text), Self.widestColumn))
      }
    }
    return widths
  }

  /// Writes one row with its line end, straight to `output`: a day of a million lines spent
  /// most of its listing on building each line as a string first.
  ///
  /// Blanks are held back until something follows them, so that a line never ends in one.
  private func write(
    _ row: Row, widths: [Int], _ terminal: Terminal, to output: inout some TextOutputStream
  ) {
    guard case .cells(let cells) = row else {
      if case .line(let line) = row { output.write(line + "\n") }
      return
    }
    if wrapsFlexible, let flexible, flexible < cells.count,
      Display.width(cells[flexible].text) > widths[flexible]
    {
      let cell = cells[flexible]
      for (index, line) in Display.wrap(cell.text, widths[flexible]).enumerated() {
        var part = index == 0 ? cells : cells.map { _ in Cell("") }
        part[flexible] = Cell(line, cell.style)
        write(.cells(part), widths: widths, terminal, to: &output)
      }
      return
    }
    var blanks = indent
    func writeBlanks() {
      if blanks > 0 { output.write(String(repeating: " ", count: blanks)) }
      blanks = 0
    }
    var isFirst = true
    for (index, cell) in cells.enumerated() where index < widths.count && widths[index] > 0 {
      if !isFirst { blanks += 2 }
      isFirst = false
      var text = cell.text
      var count = Display.width(text)
      if count > widths[index] {
        text = Display.fit(text, widths[index])
        count = Display.width(text)
      }
      let padding = widths[index] - count
      if alignments[index] == .right { blanks += padding }
      let styled = cell.style.map { terminal.style(text, $0) } ?? text
      // The text's own trailing blanks are held back like padding.
      let trailing =
        styled.utf8.last == UInt8(ascii: " ")
        ? styled.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count : 0
      if trailing < styled.utf8.count {
        writeBlanks()
        output.write(trailing == 0 ? styled : String(styled.dropLast(trailing)))
      }
      blanks += trailing
      if alignments[index] == .left { blanks += padding }
    }
    output.write("\n")
  }
}

/// Text gathered as bytes: appending to a string costs more than copying the bytes, and a
/// table row is written in a dozen pieces.
struct GatheredText: TextOutputStream {
  private(set) var bytes: [UInt8] = []

  mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }
}

/// How the day reports write dates, amounts and counts.
enum DayFormat {
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The fixed date format of seed 001: `SAT - 21 Nov 26`.
  static func date(_ date: CalendarDate) -> String {
    let (year, month, day) = date.components
    let century = ((year % 100) + 100) % 100
    return "\(date.weekday.abbreviation.uppercased()) - \(day) \(months[month - 1]) "
      + (century < 10 ? "0\(century)" : "\(century)")
  }

  /// Where `date` stands from `today`: `Today`, `Yesterday`, `3 days ago`, `in 2 days`.
  static func relative(_ date: CalendarDate, today: CalendarDate) -> String {
    switch today.days(to: date) {
    case 0: "Today"
    case -1: "Yesterday"
    case 1: "Tomorrow"
    case let days where days < 0: "\(-days) days ago"
    case let days: "in \(days) days"
    }
  }

  /// `SAT - 21 Nov 26 · Today`.
  static func heading(_ date: CalendarDate, today: CalendarDate) -> String {
    self.date(date) + " · " + relative(date, today: today)
  }

  /// An amount in a category's unit: one decimal where the unit has decimals (`1.5
  /// portions`, `0.0 L`), whole numbers otherwise (`30 min`).
  static func amount(_ value: Double, _ unit: CategoryUnit) -> String {
    number(value, unit) + " " + unit.symbol
  }

  /// The number of an amount in a category's unit, without the unit.
  static func number(_ value: Double, _ unit: CategoryUnit) -> String {
    unit.allowsDecimals ? Display.fixed(value) : Display.number(value, decimals: 0)
  }

  /// A target with its unit: `at least 3 portions`, `exactly 1 portion`, `1 to 2 L`.
  static func target(_ rule: TargetRule, _ unit: CategoryUnit) -> String {
    let single: Bool =
      switch rule {
      case .exactly(let value), .atLeast(let value), .atMost(let value): value == 1
      case .range: false
      }
    return "\(rule) " + symbol(unit, singular: single)
  }

  /// A unit's symbol, singular when asked and the symbol is a plural word: `portion`.
  static func symbol(_ unit: CategoryUnit, singular: Bool) -> String {
    let symbol = unit.symbol
    return singular && symbol.count > 3 && symbol.hasSuffix("s")
      ? String(symbol.dropLast()) : symbol
  }

  /// Grams with one decimal at most: `71.4 g`.
  static func grams(_ value: Double) -> String {
    Display.number(value) + " g"
  }
}
