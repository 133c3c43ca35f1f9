/// The files `larder init` writes: settings that teach, the default plan (FORMAT.md §4.2–4.4,
/// in canonical form), a starter food library and a `.gitignore`.
enum JournalTemplate {
  /// Every file of a new journal, path and text, in the order they are written.
  static let files: [(path: String, text: String)] = [
    ("larder.yaml", settings),
    ("categories.yaml", categories),
    ("meals.yaml", meals),
    ("units.yaml", units),
    ("foods/starter.yaml", starterFoods),
    (".gitignore", gitignore),
  ]

  /// `foods/starter.yaml`: 512 everyday foods with their USDA SR28 values per 100 g, household
  /// measures, categories and portions. It is `Resources/starter-foods.yaml`, embedded in the
  /// binary and written byte for byte; edit that file by hand, keeping each food's
  /// `source: usda-sr NDB` and no digit in a name or alias (`StarterFoodsTests` checks).
  static let starterFoods = String(decoding: PackageResources.starter_foods_yaml, as: UTF8.self)

  /// What git should never commit: editors' backup files and larder's own temporary files.
  static let gitignore = """
    # Editor backups and larder's temporary files; everything else here is the journal.
    *~
    *.swp
    .DS_Store
    .*.larder-*.tmp
    .larder.lock

    """

  static let settings = """
    # Larder journal settings. Every file here is plain text: edit it in any editor and run
    # `larder check` afterwards; Larder keeps your comments and layout.
    format: 1
    day cutoff: 04:00  # entries before this time belong to the day before
    week start: sunday  # sunday or monday
    units: metric  # metric or imperial
    # Who the commits Larder makes are by; without it, git's user.name and user.email.
    # author: Alex Doe <alex@example.com>
    # About you: remove the # in front of the lines you want to fill in.
    # profile:
    #   name: Alex
    #   height: 178 cm
    #   target weight: 78 kg
    #   target date: 2027-06-15
    #   motivation: Run a half marathon in spring.
    #   doctor: Dr. Maria Keller
    #   nutritionist: Sam Okafor
    # A goal holds from its date until the next one, so past days keep the goal they had.
    # Set one with `larder goals set`, or write it here:
    # goals:
    #   2026-11-21: 2000 kcal 150p 200c 65f deficit

    """

  static let categories = """
    # Food groups in display order. A target says what a good day looks like: exactly 3,
    # at least 3, at most 1, or 1 to 2. Entries count toward a group through the category and
    # portion of the food they name.
    categories:
      Unsweetened Drinks:
        unit: L
        target: 1 to 2
      Vegetables:
        unit: portions
        target: at least 3
      Fruit:
        unit: portions
        target: at least 2
      Starchy Sides:
        unit: portions
        target: exactly 3
      Protein Sources:
        unit: portions
        target: exactly 1
      Dairy:
        unit: portions
        target: exactly 3
      Oils / Fats / Nuts:
        unit: portions
        target: 2 to 3
      Treats:
        unit: portions
        target: at most 1
      Sports:
        unit: min
        target: at least 30
        activity: yes  # minutes under activity in a day file count here
    # Sports can make up for treats over their target.
    compensation:
      Treats:
        offset by: Sports
        ratio: 15  # minutes of sports per treat portion over target
        max offset: 2

    """

  static let meals = """
    # Meal slots in display order, with the time window that picks the slot for a new entry.
    # Add ", manual" to a window (or write manual) for a slot used only when named.
    meals:
      Breakfast: 04:00-10:00
      Morning Snack: 10:00-11:30
      Lunch: 11:30-14:00
      Afternoon Snack: 14:00-17:00
      Dinner: 17:00-21:00
      Late Night: 21:00-24:00
      Midnight: 00:00-04:00

    """

  static let units = """
    # Units that categories count in. Foods are weighed in g, ml, cups and their own measures.
    units:
      Liters:
        symbol: L
        decimals: yes
      Portions:
        symbol: portions
        decimals: yes
      Minutes:
        symbol: min
        decimals: no
        enabled: yes

    """
}
