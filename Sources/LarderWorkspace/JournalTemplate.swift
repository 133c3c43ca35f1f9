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

  static let starterFoods = """
    # A starter library: everyday foods with values per 100 g from the USDA National Nutrient
    # Database (SR28), and household measures from the same database. Add your own foods in
    # other files of this folder, such as foods/my-foods.yaml.
    foods:
      Whole-wheat bread:
        aliases: wholemeal bread; brown bread
        nutrition: 252 kcal 12.5p 42.7c 3.5f 6 fibre 4.3 sugars 455 mg sodium
        measures: slice = 32 g
        category: Starchy Sides
        portion: 60 g
        source: usda-sr 18075
      Whole-wheat toast:
        aliases: toast
        nutrition: 306 kcal 16.3p 51.2c 4.1f 7.5 fibre 5.8 sugars 565 mg sodium
        measures: slice = 25 g
        category: Starchy Sides
        portion: 60 g
        source: usda-sr 18076
      Oatmeal, dry:
        aliases: oatmeal; oats; rolled oats; porridge oats
        nutrition: 379 kcal 13.2p 67.7c 6.5f 10.1 fibre 1 sugars 6 mg sodium
        measures: cup = 81 g
        category: Starchy Sides
        portion: 60 g
        source: usda-sr 08120
      White rice, cooked:
        aliases: rice; boiled rice
        nutrition: 130 kcal 2.7p 28.2c 0.3f 0.4 fibre 0.1 sugars 1 mg sodium
        measures: cup = 158 g
        category: Starchy Sides
        portion: 150 g
        source: usda-sr 20045
      Brown rice, cooked:
        aliases: brown rice
        nutrition: 123 kcal 2.7p 25.6c 1f 1.6 fibre 0.2 sugars 4 mg sodium
        measures: cup = 202 g
        category: Starchy Sides
        portion: 150 g
        source: usda-sr 20037
      Pasta, cooked:
        aliases: spaghetti; penne; macaroni
        nutrition: 158 kcal 5.8p 30.9c 0.9f 1.8 fibre 0.6 sugars 1 mg sodium
        measures: cup = 124 g
        category: Starchy Sides
        portion: 150 g
        source: usda-sr 20121
      Potatoes, boiled:
        aliases: boiled potatoes; potato
        nutrition: 87 kcal 1.9p 20.1c 0.1f 1.8 fibre 0.9 sugars 4 mg sodium
        measures: medium = 136 g
        category: Starchy Sides
        portion: 200 g
        source: usda-sr 11365
      Chicken breast, grilled:
        aliases: chicken breast; grilled chicken
        nutrition: 165 kcal 31p 0c 3.6f 0 fibre 0 sugars 74 mg sodium
        measures: cup = 140 g
        category: Protein Sources
        portion: 120 g
        source: usda-sr 05064
      Salmon fillet, baked:
        aliases: salmon
        nutrition: 206 kcal 22.1p 0c 12.4f 0 fibre 0 sugars 61 mg sodium
        category: Protein Sources
        portion: 120 g
        source: usda-sr 15237
      Tuna, canned in water:
        aliases: tuna
        nutrition: 86 kcal 19.4p 0c 1f 0 fibre 0 sugars 247 mg sodium
        measures: can = 165 g
        category: Protein Sources
        portion: 120 g
        source: usda-sr 15121
      Lentils, cooked:
        aliases: lentils
        nutrition: 116 kcal 9p 20.1c 0.4f 7.9 fibre 1.8 sugars 2 mg sodium
        measures: cup = 198 g
        category: Protein Sources
        portion: 150 g
        source: usda-sr 16070
      Chickpeas, cooked:
        aliases: chickpeas; garbanzo beans
        nutrition: 164 kcal 8.9p 27.4c 2.6f 7.6 fibre 4.8 sugars 7 mg sodium
        measures: cup = 164 g
        category: Protein Sources
        portion: 150 g
        source: usda-sr 16057
      Tofu, firm:
        aliases: tofu
        nutrition: 78 kcal 9p 2.9c 4.2f 0.9 fibre 0.6 sugars 12 mg sodium
        measures: cup = 252 g
        category: Protein Sources
        portion: 150 g
        source: usda-sr 16126
      Egg:
        aliases: raw egg; eggs
        nutrition: 143 kcal 12.6p 0.7c 9.5f 0 fibre 0.4 sugars 142 mg sodium
        measures: small = 38 g; medium = 44 g; large = 50 g
        category: Protein Sources
        portion: 120 g
        source: usda-sr 01123
      Egg, boiled:
        aliases: boiled egg; boiled eggs; hard-boiled egg
        serving: 50 g
        nutrition: 78 kcal 6.3p 0.6c 5.3f 0 fibre 0.6 sugars 62 mg sodium
        measures: large = 50 g
        category: Protein Sources
        portion: 120 g
        source: usda-sr 01129
      Whole milk:
        aliases: milk; full-fat milk
        nutrition: 61 kcal 3.2p 4.8c 3.3f 0 fibre 5.1 sugars 43 mg sodium
        measures: cup = 244 g; tbsp = 15 g
        density: 1.03 g/ml
        category: Dairy
        portion: 200 ml
        source: usda-sr 01077
      Semi-skimmed milk:
        aliases: reduced-fat milk
        nutrition: 50 kcal 3.3p 4.8c 2f 0 fibre 5.1 sugars 47 mg sodium
        measures: cup = 244 g
        density: 1.03 g/ml
        category: Dairy
        portion: 200 ml
        source: usda-sr 01079
      Plain yogurt, low-fat:
        aliases: yogurt; yoghurt
        nutrition: 63 kcal 5.3p 7c 1.6f 0 fibre 7 sugars 70 mg sodium
        measures: container = 170 g; cup = 245 g
        category: Dairy
        portion: 180 g
        source: usda-sr 01117
      Greek yogurt, nonfat:
        aliases: greek yogurt
        nutrition: 59 kcal 10.2p 3.6c 0.4f 0 fibre 3.2 sugars 36 mg sodium
        measures: container = 170 g
        category: Dairy
        portion: 180 g
        source: usda-sr 01256
      Cheddar:
        aliases: cheddar cheese
        nutrition: 404 kcal 22.9p 3.1c 33.3f 0 fibre 0.5 sugars 653 mg sodium
        measures: slice = 28 g; cup = 113 g
        category: Dairy
        portion: 30 g
        source: usda-sr 01009
      Butter:
        aliases: salted butter
        nutrition: 717 kcal 0.9p 0.1c 81.1f 0 fibre 0.1 sugars 643 mg sodium
        measures: tbsp = 14.2 g; pat = 5 g
        category: Oils / Fats / Nuts
        portion: 10 g
        source: usda-sr 01001
      Olive oil:
        aliases: extra virgin olive oil
        nutrition: 884 kcal 0p 0c 100f 0 fibre 0 sugars 2 mg sodium
        measures: tbsp = 13.5 g; tsp = 4.5 g
        density: 0.91 g/ml
        category: Oils / Fats / Nuts
        portion: 10 ml
        source: usda-sr 04053
      Avocado:
        nutrition: 167 kcal 2p 8.6c 15.4f 6.8 fibre 0.3 sugars 8 mg sodium
        measures: medium = 136 g
        category: Oils / Fats / Nuts
        portion: 50 g
        source: usda-sr 09038
      Peanut butter:
        nutrition: 598 kcal 22.2p 22.3c 51.4f 5 fibre 10.5 sugars 17 mg sodium
        measures: tbsp = 16 g
        category: Oils / Fats / Nuts
        portion: 15 g
        source: usda-sr 16398
      Almonds:
        aliases: almond
        nutrition: 579 kcal 21.2p 21.6c 49.9f 12.5 fibre 4.4 sugars 1 mg sodium
        measures: cup = 143 g; almond = 1.2 g
        category: Oils / Fats / Nuts
        portion: 20 g
        source: usda-sr 12061
      Broccoli, steamed:
        aliases: broccoli
        nutrition: 35 kcal 2.4p 7.2c 0.4f 3.3 fibre 1.4 sugars 41 mg sodium
        measures: cup = 156 g
        category: Vegetables
        portion: 100 g
        source: usda-sr 11091
      Carrots:
        aliases: carrot
        nutrition: 41 kcal 0.9p 9.6c 0.2f 2.8 fibre 4.7 sugars 69 mg sodium
        measures: medium = 61 g; cup = 128 g
        category: Vegetables
        portion: 100 g
        source: usda-sr 11124
      Spinach:
        aliases: baby spinach
        nutrition: 23 kcal 2.9p 3.6c 0.4f 2.2 fibre 0.4 sugars 79 mg sodium
        measures: cup = 30 g
        category: Vegetables
        portion: 100 g
        source: usda-sr 11457
      Tomato:
        aliases: tomatoes
        nutrition: 18 kcal 0.9p 3.9c 0.2f 1.2 fibre 2.6 sugars 5 mg sodium
        measures: medium = 123 g; cherry = 17 g
        category: Vegetables
        portion: 100 g
        source: usda-sr 11529
      Cucumber:
        nutrition: 15 kcal 0.7p 3.6c 0.1f 0.5 fibre 1.7 sugars 2 mg sodium
        measures: cup = 104 g
        category: Vegetables
        portion: 100 g
        source: usda-sr 11205
      Red bell pepper:
        aliases: red pepper; bell pepper
        nutrition: 31 kcal 1p 6c 0.3f 2.1 fibre 4.2 sugars 4 mg sodium
        measures: medium = 119 g
        category: Vegetables
        portion: 100 g
        source: usda-sr 11821
      Green beans, boiled:
        aliases: green beans
        nutrition: 35 kcal 1.9p 7.9c 0.3f 3.2 fibre 3.6 sugars 1 mg sodium
        measures: cup = 125 g
        category: Vegetables
        portion: 100 g
        source: usda-sr 11053
      Banana:
        aliases: bananas
        nutrition: 89 kcal 1.1p 22.8c 0.3f 2.6 fibre 12.2 sugars 1 mg sodium
        measures: small = 101 g; medium = 118 g; large = 136 g
        category: Fruit
        portion: 120 g
        source: usda-sr 09040
      Apple:
        aliases: apples
        nutrition: 52 kcal 0.3p 13.8c 0.2f 2.4 fibre 10.4 sugars 1 mg sodium
        measures: small = 149 g; medium = 182 g; large = 223 g
        category: Fruit
        portion: 120 g
        source: usda-sr 09003
      Orange:
        aliases: oranges
        nutrition: 47 kcal 0.9p 11.8c 0.1f 2.4 fibre 9.4 sugars 0 mg sodium
        measures: medium = 131 g
        category: Fruit
        portion: 120 g
        source: usda-sr 09200
      Strawberries:
        aliases: strawberry
        nutrition: 32 kcal 0.7p 7.7c 0.3f 2 fibre 4.9 sugars 1 mg sodium
        measures: cup = 144 g
        category: Fruit
        portion: 120 g
        source: usda-sr 09316
      Blueberries:
        nutrition: 57 kcal 0.7p 14.5c 0.3f 2.4 fibre 10 sugars 1 mg sodium
        measures: cup = 148 g
        category: Fruit
        portion: 120 g
        source: usda-sr 09050
      Orange juice:
        aliases: oj
        nutrition: 45 kcal 0.7p 10.4c 0.2f 0.2 fibre 8.4 sugars 1 mg sodium
        measures: cup = 248 g
        density: 1.05 g/ml
        category: Fruit
        portion: 200 ml
        source: usda-sr 09206
      Water:
        aliases: tap water
        nutrition: 0 kcal 0p 0c 0f 0 fibre 0 sugars 4 mg sodium
        measures: cup = 237 g
        density: 1 g/ml
        category: Unsweetened Drinks
        portion: 1000 ml
        source: usda-sr 14411
      Coffee:
        aliases: black coffee; filter coffee
        nutrition: 1 kcal 0.1p 0c 0f 0 fibre 0 sugars 2 mg sodium
        measures: cup = 237 g
        density: 1 g/ml
        category: Unsweetened Drinks
        portion: 1000 ml
        source: usda-sr 14209
      Black tea:
        aliases: tea
        nutrition: 1 kcal 0p 0.3c 0f 0 fibre 0 sugars 3 mg sodium
        measures: cup = 237 g
        density: 1 g/ml
        category: Unsweetened Drinks
        portion: 1000 ml
        source: usda-sr 14355
      Dark chocolate:
        nutrition: 598 kcal 7.8p 45.9c 42.6f 10.9 fibre 24 sugars 20 mg sodium
        measures: bar = 101 g
        category: Treats
        portion: 25 g
        source: usda-sr 19904
      Chocolate chip cookie:
        aliases: cookie; cookies
        nutrition: 492 kcal 5.1p 65.4c 24.7f 2 fibre 32.9 sugars 311 mg sodium
        measures: piece = 12.9 g
        category: Treats
        portion: 30 g
        source: usda-sr 18159
      Potato chips:
        aliases: crisps
        nutrition: 532 kcal 6.4p 53.8c 34f 3.1 fibre 0.3 sugars 527 mg sodium
        measures: bag = 227 g
        category: Treats
        portion: 30 g
        source: usda-sr 19411
      Honey:
        nutrition: 304 kcal 0.3p 82.4c 0f 0.2 fibre 82.1 sugars 4 mg sodium
        measures: tbsp = 21 g
        source: usda-sr 19296

    """
}
