import LarderMealText
import LarderModel

/// The meal-text reader: any text, read against the example library, gives a reading or a
/// `MealTextError`, and the names it needs read it alike from a library of those names alone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMealText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let text = String(decoding: FuzzSupport.bytes(data, size), as: UTF8.self)
  let library = FuzzSupport.reading.journal.library
  let reading = try? MealText.read(text, library: library)
  for item in reading?.items ?? [] {
    _ = MealText.spelling(of: item.amount)
  }
  _ = MealText.looksLikeMeal(text)
  return 0
}
