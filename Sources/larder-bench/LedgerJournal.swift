/// The decade journal's entries as a journal that both `ledger` and `hledger` read: one
/// transaction per entry, its energy in kcal posted to the meal slot and balanced by `energy`.
///
/// ```
/// 2016-01-01 07:40 rolled oats 60 g  ; with cinnamon
///     intake:breakfast  228 kcal
///     energy
/// ```
///
/// Components post to `components:SLOT` and activities to `activity:NAME`, so the peers parse,
/// balance and total the same number of items Larder reads.
func ledgerJournal(days: [Day?]) -> String {
  var text = "; The decade benchmark journal's entries, written by larder-bench.\n\n"
  text.reserveCapacity(8_000_000)
  for case let day? in days {
    let date = day.date.iso
    for slot in day.slots + [("activity", day.activity)] {
      for entry in slot.entries {
        let account: String
        if slot.name == "activity" {
          account =
            "activity:\(entry.body.split(separator: " ").dropLast(2).joined(separator: " "))"
        } else {
          account = entry.isComponent ? "components:\(slot.name)" : "intake:\(slot.name)"
        }
        text += "\(date) \(entry.lead)"
        if let comment = entry.comment { text += "  ; \(comment)" }
        text += "\n    \(account)  \(canonical(entry.kcal, decimals: 0)) kcal\n    energy\n\n"
      }
    }
  }
  return text
}
