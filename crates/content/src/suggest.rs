//! "Did you mean": the closest known name to a misspelt one.

/// The choice nearest to `name` by edit distance, if it is close enough to be a likely typo.
pub fn closest<'a>(name: &str, choices: &[&'a str]) -> Option<&'a str> {
    choices
        .iter()
        .map(|c| (distance(&name.to_lowercase(), &c.to_lowercase()), *c))
        .filter(|(d, c)| *d <= (c.len().max(name.len()) / 3).max(1))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Levenshtein distance over characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != *cb)).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_near_names_only() {
        let kinds = ["hero", "faq", "cards", "case_studies"];
        assert_eq!(closest("faqs", &kinds), Some("faq"));
        assert_eq!(closest("card", &kinds), Some("cards"));
        assert_eq!(closest("case_study", &kinds), Some("case_studies"));
        assert_eq!(closest("banana", &kinds), None);
    }
}
