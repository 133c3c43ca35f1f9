/// The settings files of the decade journal that never change: the reference design's nine
/// categories, seven meal slots plus a manual brunch, and three category units.
let fixedSettingsFiles: [(path: String, text: String)] = [
  (
    "categories.yaml",
    """
    categories:
      Unsweetened Drinks:
        unit: L
        target: 1 to 2
        score:
          weight: 0.1
          cap over: yes
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
        activity: yes
    compensation:
      Treats:
        offset by: Sports
        ratio: 15
        max offset: 2

    """
  ),
  (
    "meals.yaml",
    """
    meals:
      Breakfast: 04:00-10:00
      Morning Snack: 10:00-11:30
      Lunch: 11:30-14:00
      Afternoon Snack: 14:00-17:00
      Dinner: 17:00-21:00
      Late Night: 21:00-24:00
      Midnight: 00:00-04:00
      Brunch: 10:00-13:00, manual

    """
  ),
  (
    "units.yaml",
    """
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
  ),
]
