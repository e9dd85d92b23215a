/// `1 code`, `2 codes`: a count with its noun in the singular or the plural, for summary lines.
func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}
