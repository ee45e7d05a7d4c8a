//! The site's `_headers` file, read the way Netlify and Cloudflare Pages read it, so the preview
//! (and the browser tests) send the same headers as the deployed site, its Content-Security-Policy
//! first of all.

type HeaderRules = Vec<(String, Vec<(String, String)>)>;

/// Parses the `_headers` format: a path pattern on its own line, indented `Name: value` lines under it.
pub fn parse_headers(text: &str) -> HeaderRules {
    let mut rules: HeaderRules = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if !line.starts_with([' ', '\t']) {
            rules.push((trimmed.to_owned(), Vec::new()));
        } else if let (Some(rule), Some((name, value))) = (rules.last_mut(), trimmed.split_once(':')) {
            rule.1.push((name.trim().to_owned(), value.trim().to_owned()));
        }
    }
    rules
}

/// Every header of every rule matching `path`; repeated names are joined with commas, like the hosts do.
pub fn headers_for(rules: &HeaderRules, path: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for (pattern, headers) in rules {
        let hit = match pattern.strip_suffix('*') {
            Some(prefix) => path.starts_with(prefix),
            None => pattern == path || pattern.trim_end_matches('/') == path.trim_end_matches('/'),
        };
        if !hit {
            continue;
        }
        for (name, value) in headers {
            match out.iter_mut().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
                Some((_, v)) => {
                    v.push_str(", ");
                    v.push_str(value);
                }
                None => out.push((name.clone(), value.clone())),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_rules_match_like_static_hosts() {
        let rules = parse_headers(
            "# c\n/*\n  X-A: 1\n/assets/*\n  Cache-Control: immutable\n/calgary\n  Cache-Control: short\n",
        );
        assert_eq!(
            headers_for(&rules, "/assets/x.js"),
            vec![("X-A".into(), "1".into()), ("Cache-Control".into(), "immutable".into())]
        );
        assert_eq!(
            headers_for(&rules, "/calgary/"),
            vec![("X-A".into(), "1".into()), ("Cache-Control".into(), "short".into())]
        );
        assert_eq!(headers_for(&rules, "/calgary/x").len(), 1);
    }
}
