/// One journal fixture for every diagnostic id: the gallery that `Documentation/Diagnostics.md`
/// is made from.
struct GalleryCase: Sendable, CustomStringConvertible {
  let id: String
  let summary: String
  let path: String
  let bytes: [UInt8]

  init(_ id: String, _ summary: String, _ path: String, _ text: String) {
    self.init(id, summary, path, bytes: Array(text.utf8))
  }

  init(_ id: String, _ summary: String, _ path: String, bytes: [UInt8]) {
    self.id = id
    self.summary = summary
    self.path = path
    self.bytes = bytes
  }

  /// The fixture as text, invalid UTF-8 shown as U+FFFD.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  var description: String { id }

  static let day = "log/2026/11/2026-11-20.yaml"

  /// The journal every case is read against; a case's file replaces the one at its path.
  static let baseJournal: [String: String] = [
    "larder.yaml": """
    format: 1
    goals:
      2026-10-01: 2000 kcal 150p 200c 67f deficit

    """,
    "foods/base.yaml": """
    foods:
      Chicken breast, grilled:
        aliases: chicken breast
        nutrition: 165 kcal 31p 0c 3.6f
        category: Protein Sources
        portion: 120 g
      Oatmeal, dry:
        aliases: oats
        nutrition: 379 kcal 13.2p 67.7c 6.5f
        measures: cup = 81 g
        category: Starchy Sides
        portion: 60 g
      Whole milk:
        nutrition: 61 kcal 3.2p 4.8c 3.3f
        density: 1.03 g/ml
        category: Dairy
        portion: 200 ml
    recipes:
      Overnight oats:
        servings: 2
        ingredients:
          - oatmeal, dry 80 g
          - whole milk 250 ml

    """,
  ]

  static let all: [GalleryCase] = syntax + values + settings + plan + library + log + body

  static let syntax: [GalleryCase] = [
    GalleryCase(
      "invalid-utf8", "Files must be UTF-8.", day,
      bytes: Array("notes: caf".utf8) + [0xE9] + Array(" au lait\n".utf8)),
    GalleryCase(
      "tab-indentation", "Indentation uses spaces; YAML forbids tabs there.", day,
      "lunch:\n\t- chicken breast 150 g\n"),
    GalleryCase(
      "bad-indentation", "Children are indented more than their key.", day,
      "lunch:\n    - chicken breast 150 g\n  - oats 40 g\n"),
    GalleryCase(
      "duplicate-key", "A key appears once per mapping.", day,
      "lunch:\n  - chicken breast 150 g\nlunch:\n  - oats 40 g\n"),
    GalleryCase(
      "unsupported-flow-collection", "Flow collections are outside the subset.", day,
      "lunch: [chicken breast 150 g]\n"),
    GalleryCase(
      "unsupported-anchor", "Anchors are outside the subset.", day,
      "lunch: &meal\n  - chicken breast 150 g\n"),
    GalleryCase(
      "unsupported-alias", "Aliases are outside the subset.", day, "lunch: *meal\n"),
    GalleryCase(
      "unsupported-tag", "Tags are outside the subset.", day, "notes: !!str hungry\n"),
    GalleryCase(
      "unsupported-document-marker", "One document per file, without markers.", day,
      "---\nlunch:\n  - chicken breast 150 g\n"),
    GalleryCase(
      "unsupported-complex-key", "Keys are simple scalars.", day, "? lunch\n: - oats 40 g\n"),
    GalleryCase(
      "unterminated-quote", "A quoted value ends on its line.", day,
      "lunch:\n  - \"Ben & Jerry's: cookie dough 100 g\n"),
    GalleryCase(
      "invalid-escape", "Double-quoted values use YAML's escapes.", day,
      "notes: \"too much \\q salt\"\n"),
    GalleryCase(
      "needs-quotes", "A value containing `: ` must be quoted.", day,
      "notes: lunch: too big\n"),
    GalleryCase(
      "unexpected-text", "Every line is `key: value`, `- item` or a comment.", day,
      "lunch:\n  - chicken breast 150 g\njust some words\n"),
    GalleryCase(
      "control-character", "Control characters are not text.", day,
      "notes: hungry\u{07}\n"),
    GalleryCase(
      "hidden-character", "Characters that change how a line shows are warned about.", day,
      "notes: \"too much \u{202E}tlas\"\n"),
    GalleryCase(
      "lone-carriage-return", "Lines end in LF or CRLF, not CR alone.", day,
      "notes: hungry\rlunch:\n  - oats 40 g\n"),
    GalleryCase(
      "nesting-too-deep", "Journal files are never nested this deeply.", day,
      (0..<70).map { String(repeating: " ", count: $0 * 2) + "k\($0):\n" }.joined()),
  ]

  static let values: [GalleryCase] = [
    GalleryCase(
      "bad-time", "Times are HH:MM on a 24-hour clock.", day, "lunch:\n  - 12:75 oats 40 g\n"),
    GalleryCase(
      "bad-amount", "Amounts are numbers or fractions above zero.", day,
      "lunch:\n  - chicken breast 0 g\n"),
    GalleryCase(
      "empty-entry", "An entry names what was eaten.", day, "lunch:\n  - 12:30\n"),
    GalleryCase(
      "bad-snapshot", "A snapshot follows ` = `.", day, "lunch:\n  - oats 40 g =\n"),
    GalleryCase(
      "bad-nutrient", "Nutrients are kcal, p, c, f, fibre, sugars, sodium.", day,
      "lunch:\n  - soup 1 bowl = 120 kcal 4 vitamins\n"),
    GalleryCase(
      "duplicate-nutrient", "Each nutrient once.", day,
      "lunch:\n  - soup 1 bowl = 120 kcal 4p 5p\n"),
    GalleryCase(
      "bad-number", "Numbers use a point and no separators.", "categories.yaml",
      "categories:\n  Vegetables:\n    target: at least 3\n    score:\n      weight: 0,2\n"),
    GalleryCase(
      "invalid-target", "Targets are exactly, at least, at most or a range.", "categories.yaml",
      "categories:\n  Vegetables:\n    target: 5 to 3\n"),
    GalleryCase(
      "bad-window", "Meal windows are HH:MM-HH:MM, optionally manual.", "meals.yaml",
      "meals:\n  Breakfast: 7 to 10\n"),
    GalleryCase(
      "bad-goal", "Goals are nutrients and a goal type.", "larder.yaml",
      "format: 1\ngoals:\n  2026-10-01: 2000 kcal bulking\n"),
    GalleryCase(
      "bad-metric", "Body lines are weight, fat, lean, waist, steps, active.", "body/2026.yaml",
      "2026-11-20: weight 84.2 kg, mood good\n"),
    GalleryCase(
      "duplicate-metric", "Each metric once per day.", "body/2026.yaml",
      "2026-11-20: weight 84.2 kg, weight 84.4 kg\n"),
    GalleryCase(
      "bad-date", "Dates are YYYY-MM-DD and exist.", "larder.yaml",
      "format: 1\nprofile:\n  target date: 2027-02-30\n"),
    GalleryCase(
      "bad-quantity", "Quantities are an amount and a unit.", "foods/base.yaml",
      "foods:\n  Rice:\n    nutrition: 130 kcal 2.7p 28c 0.3f\n    serving: one bowl\n"),
    GalleryCase(
      "bad-measure", "Measures read `name = amount unit`.", "foods/base.yaml",
      "foods:\n  Rice:\n    nutrition: 130 kcal 2.7p 28c 0.3f\n    measures: cup 158 g\n"),
    GalleryCase(
      "bad-alias", "Aliases are separated by `;`.", "foods/base.yaml",
      "foods:\n  Rice:\n    nutrition: 130 kcal 2.7p 28c 0.3f\n    aliases: white rice;;\n"),
  ]

  static let settings: [GalleryCase] = [
    GalleryCase(
      "missing-format-version", "larder.yaml says which format it is in.", "larder.yaml",
      "day cutoff: 04:00\n"),
    GalleryCase(
      "unsupported-format-version", "Old tools refuse newer journals.", "larder.yaml",
      "format: 7\n"),
    GalleryCase(
      "bad-format-version", "The format version is a whole number.", "larder.yaml",
      "format: 0.5\n"),
    GalleryCase(
      "bad-week-start", "Weeks start on sunday or monday.", "larder.yaml",
      "format: 1\nweek start: friday\n"),
    GalleryCase(
      "bad-units", "Display units are metric or imperial.", "larder.yaml",
      "format: 1\nunits: nautical\n"),
    GalleryCase(
      "bad-sex", "The profile's sex is female or male, as the intake tables distinguish.",
      "larder.yaml", "format: 1\nprofile:\n  sex: other\n"),
    GalleryCase(
      "goal-out-of-range", "Calorie goals lie within 500–5,000 kcal.", "larder.yaml",
      "format: 1\ngoals:\n  2026-10-01: 9000 kcal\n"),
    GalleryCase(
      "goal-macro-mismatch", "Macros should add up to the calorie goal (warning).",
      "larder.yaml", "format: 1\ngoals:\n  2026-10-01: 2000 kcal 250p 250c 90f\n"),
    GalleryCase(
      "goals-out-of-order", "Goals are listed oldest first.", "larder.yaml",
      "format: 1\ngoals:\n  2026-10-01: 2000 kcal\n  2026-09-01: 2200 kcal\n"),
    GalleryCase(
      "implausible-value", "Profile and body values must be plausible.", "larder.yaml",
      "format: 1\nprofile:\n  height: 1780 cm\n"),
    GalleryCase(
      "unknown-key", "Unknown keys are kept and warned about.", "larder.yaml",
      "format: 1\nday cutof: 05:00\n"),
    GalleryCase(
      "expected-mapping", "Sections hold `key: value` lines.", "larder.yaml",
      "format: 1\nprofile: Alex\n"),
    GalleryCase(
      "expected-value", "Settings hold one value.", "larder.yaml",
      "format: 1\nweek start:\n  - monday\n"),
    GalleryCase(
      "missing-value", "A key needs its value.", "larder.yaml", "format:\n"),
    GalleryCase(
      "bad-flag", "Flags are yes or no.", "units.yaml",
      "units:\n  Portions:\n    symbol: portions\n    decimals: maybe\n"),
  ]

  static let plan: [GalleryCase] = [
    GalleryCase(
      "missing-target", "Every category has a target.", "categories.yaml",
      "categories:\n  Vegetables:\n    unit: portions\n"),
    GalleryCase(
      "unknown-unit", "Units are g, ml, cup… or a food's measures.", day,
      "lunch:\n  - chicken breast 2 handfuls\n"),
    GalleryCase(
      "unknown-category", "Categories are those of categories.yaml.", "categories.yaml",
      "categories:\n  Treats:\n    target: at most 1\n  Sports:\n    unit: min\n"
        + "    target: at least 30\ncompensation:\n  Treats:\n    offset by: Sport\n"),
    GalleryCase(
      "duplicate-activity-category", "One category counts activity minutes.",
      "categories.yaml",
      "categories:\n  Sports:\n    unit: min\n    target: at least 30\n    activity: yes\n"
        + "  Walking:\n    unit: min\n    target: at least 20\n    activity: yes\n"),
    GalleryCase(
      "bad-score-profile", "Score weights and penalties are not negative; soft limits are above 0.",
      "categories.yaml",
      "categories:\n  Vegetables:\n    target: at least 3\n    score:\n      under soft limit: 0\n"),
    GalleryCase(
      "bad-curve", "Score curves are linear or quadratic.", "categories.yaml",
      "categories:\n  Vegetables:\n    target: at least 3\n    score:\n      curve: steep\n"),
    GalleryCase(
      "bad-compensation", "A compensation ratio is positive.", "categories.yaml",
      "categories:\n  Treats:\n    target: at most 1\n  Sports:\n    unit: min\n"
        + "    target: at least 30\ncompensation:\n  Treats:\n    offset by: Sports\n"
        + "    ratio: 0\n"),
    GalleryCase(
      "reserved-meal-name", "`activity` and `notes` are not meal slots.", "meals.yaml",
      "meals:\n  Breakfast: 04:00-10:00\n  Notes: 10:00-11:00\n"),
  ]

  static let library: [GalleryCase] = [
    GalleryCase(
      "missing-nutrition", "Every food has nutrition per serving.", "foods/base.yaml",
      "foods:\n  Rice:\n    serving: 100 g\n"),
    GalleryCase(
      "missing-ingredients", "Every recipe has ingredients.", "foods/base.yaml",
      "recipes:\n  Porridge:\n    servings: 2\n"),
    GalleryCase(
      "duplicate-food", "Names and aliases are unique across the library.", "foods/extra.yaml",
      "foods:\n  Oats:\n    nutrition: 380 kcal 13p 68c 6.5f\n"),
    GalleryCase(
      "duplicate-alias", "An alias is listed once.", "foods/extra.yaml",
      "foods:\n  Rice:\n    aliases: white rice; white rice\n"
        + "    nutrition: 130 kcal 2.7p 28c 0.3f\n"),
    GalleryCase(
      "recipe-cycle", "A recipe cannot contain itself.", "foods/extra.yaml",
      "recipes:\n  Granola:\n    ingredients:\n      - granola bar 1 serving\n"
        + "  Granola bar:\n    ingredients:\n      - granola 50 g\n"),
    GalleryCase(
      "bad-density", "Density is grams per millilitre.", "foods/extra.yaml",
      "foods:\n  Honey:\n    nutrition: 304 kcal 0.3p 82c 0f\n    density: 1.4 kg\n"),
    GalleryCase(
      "portion-without-category", "A portion counts toward a category (warning).",
      "foods/extra.yaml",
      "foods:\n  Rice:\n    nutrition: 130 kcal 2.7p 28c 0.3f\n    portion: 150 g\n"),
    GalleryCase(
      "incompatible-unit", "Volume needs a density to become mass.", day,
      "lunch:\n  - chicken breast 200 ml\n"),
    GalleryCase(
      "implausible-nutrition",
      "Nutrition fits physics: at most 900 kcal per 100 g, macros that fit the energy.",
      "foods/base.yaml", "foods:\n  Protein shake:\n    nutrition: 100 kcal 80p 5c 1f\n"),
    GalleryCase(
      "bad-file-name", "Library file names are lower-case ASCII (warning; the foods are read).",
      "foods/My Foods.yaml", "foods:\n  Rye bread:\n    nutrition: 259 kcal 8.5p 48.3c 3.3f\n"),
  ]

  static let log: [GalleryCase] = [
    GalleryCase(
      "merge-conflict",
      "A merge found the same entry changed on two devices and kept both (FORMAT.md §4.10).",
      day,
      """
      lunch:
        # larder-conflict: here, from 1a2b3c4 (this journal)
        - 12:30 chicken breast 150 g
        # larder-conflict: there, from 5d6e7f8 (origin)
        #> - 12:30 chicken breast 120 g  # small one
        # larder-conflict: end

      """),
    GalleryCase(
      "unknown-food", "Entries name a food, a recipe, a category, or carry nutrition.", day,
      "lunch:\n  - 12:30 chiken breast 150 g\n"),
    GalleryCase(
      "unknown-meal-slot", "Day files use the slots of meals.yaml.", day,
      "lunsh:\n  - chicken breast 150 g\n"),
    GalleryCase(
      "orphan-component", "A `+` component follows its composite.", day,
      "lunch:\n  - + whole milk 100 ml\n"),
    GalleryCase(
      "entry-not-a-line", "An entry is one line.", day,
      "lunch:\n  - soup:\n      - 1 bowl\n"),
    GalleryCase(
      "expected-list", "A meal slot holds a list of entries.", day,
      "lunch: chicken breast 150 g\n"),
    GalleryCase(
      "bad-activity", "Activities are measured in minutes or hours.", day,
      "activity:\n  - running 5 km\n"),
    GalleryCase(
      "bad-intake", "A day's intake is complete, incomplete or fasted.", day,
      "dinner:\n  - oats 40 g\nintake: half\n"),
    GalleryCase(
      "implausible-energy", "One entry over 10,000 kcal is probably a typo (warning).", day,
      "dinner:\n  - oats 4 kg\n"),
    GalleryCase(
      "future-date", "Days after today cannot be logged yet (warning).",
      "log/2026/12/2026-12-24.yaml", "dinner:\n  - oats 40 g\n"),
    GalleryCase(
      "path-date-mismatch", "A day file lives under its own year and month.",
      "log/2026/10/2026-11-19.yaml", "dinner:\n  - oats 40 g\n"),
    GalleryCase(
      "stray-file", "Files in log/, body/ and foods/ follow the naming scheme (warning).",
      "log/2026/11/lunch.yaml", "lunch:\n  - oats 40 g\n"),
  ]

  static let body: [GalleryCase] = [
    GalleryCase(
      "weight-jump", "A change over 3 kg in a day is usually a typo (warning).",
      "body/2026.yaml", "2026-11-19: weight 84.2 kg\n2026-11-20: weight 48.2 kg\n"),
    GalleryCase(
      "bad-provider", "Meetings are with a doctor or a nutritionist.", "care.yaml",
      "meetings:\n  - date: 2026-10-02\n    with: coach\n"),
    GalleryCase(
      "bad-document-type", "Documents are PDFs or images.", "documents/documents.yaml",
      "documents:\n  - title: Lab results\n    file: labs.docx\n    type: docx\n"
        + "    added: 2026-10-02\n"),
    GalleryCase(
      "unsafe-document-path", "Document files stay inside documents/.",
      "documents/documents.yaml",
      "documents:\n  - title: Passwords\n    file: ../../etc/passwd\n    type: pdf\n"
        + "    added: 2026-10-02\n"),
    GalleryCase(
      "missing-document", "Every indexed document's file is in documents/.",
      "documents/documents.yaml",
      "documents:\n  - title: Blood test\n    file: 2026-10-02-blood-test.pdf\n    type: pdf\n"
        + "    added: 2026-10-02\n"),
  ]
}
