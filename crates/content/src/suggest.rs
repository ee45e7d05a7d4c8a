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

/// Edit distance over characters where swapping two neighbours counts as one edit (optimal string
/// alignment): `titel` is one typo away from `title`, not two.
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    d[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
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
        assert_eq!(closest("titel", &["eyebrow", "title", "lead"]), Some("title"));
    }
}
