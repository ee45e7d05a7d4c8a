//! Links that hold a place instead of leading somewhere: an address kept for examples
//! (example.com) or a social network's home page written where the business's own profile goes.
//! `check` warns about each where it is written (`lint::placeholder_links`), `--strict` refuses
//! them, and the business's JSON-LD names only real profiles in `sameAs`.

/// What is wrong with a link's address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placeholder {
    /// example.com, example.net or example.org (RFC 2606: kept for examples, nobody's page).
    Example,
    /// A network's home page (or its list of pages) instead of the business's page there.
    NetworkHome(&'static str),
}

/// The networks a business has a page on, by their host without `www.`: (host, name, a sample
/// page address). Reviews sites count: a listing there is a profile too.
const NETWORKS: &[(&str, &str, &str)] = &[
    ("facebook.com", "Facebook", "https://www.facebook.com/your-business"),
    ("instagram.com", "Instagram", "https://www.instagram.com/yourbusiness"),
    ("linkedin.com", "LinkedIn", "https://www.linkedin.com/company/your-business"),
    ("x.com", "X", "https://x.com/yourbusiness"),
    ("twitter.com", "X (Twitter)", "https://x.com/yourbusiness"),
    ("youtube.com", "YouTube", "https://www.youtube.com/@yourbusiness"),
    ("tiktok.com", "TikTok", "https://www.tiktok.com/@yourbusiness"),
    ("pinterest.com", "Pinterest", "https://www.pinterest.com/yourbusiness"),
    ("pinterest.ca", "Pinterest", "https://www.pinterest.ca/yourbusiness"),
    ("threads.net", "Threads", "https://www.threads.net/@yourbusiness"),
    ("bsky.app", "Bluesky", "https://bsky.app/profile/yourbusiness.ca"),
    ("yelp.com", "Yelp", "https://www.yelp.com/biz/your-business-city"),
    ("yelp.ca", "Yelp", "https://www.yelp.ca/biz/your-business-city"),
    ("houzz.com", "Houzz", "https://www.houzz.com/professionals/..."),
    ("houzz.ca", "Houzz", "https://www.houzz.ca/professionals/..."),
    ("homestars.com", "HomeStars", "https://homestars.com/companies/..."),
    ("nextdoor.com", "Nextdoor", "https://nextdoor.com/pages/your-business"),
    ("nextdoor.ca", "Nextdoor", "https://nextdoor.ca/pages/your-business"),
    ("bbb.org", "the BBB", "https://www.bbb.org/ca/ab/calgary/profile/..."),
];

/// Path parts that only lead to a network's lists of pages, not to one of them
/// (`linkedin.com/company/`, `yelp.com/biz/`).
const SECTIONS: &[&str] =
    &["company", "in", "pages", "biz", "channel", "c", "user", "profile", "companies", "professionals"];

/// Whether `href` is a placeholder, and which kind.
pub fn placeholder(href: &str) -> Option<Placeholder> {
    let rest = href.strip_prefix("https://").or_else(|| href.strip_prefix("http://"))?;
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let host = rest[..end].to_ascii_lowercase();
    let host = host.rsplit_once('@').map_or(host.as_str(), |(_, h)| h);
    let host = host.split(':').next().unwrap_or(host).trim_end_matches('.');
    if ["example.com", "example.net", "example.org"].iter().any(|e| host == *e || host.ends_with(&format!(".{e}"))) {
        return Some(Placeholder::Example);
    }
    // www.facebook.com, m.facebook.com, ca.linkedin.com: the network's own host.
    let (_, name, _) = NETWORKS.iter().find(|(n, _, _)| host == *n || host.ends_with(&format!(".{n}")))?;
    let path = rest[end..].split(['?', '#']).next().unwrap_or("");
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    let home = parts.is_empty() || (parts.len() == 1 && SECTIONS.contains(&parts[0].to_ascii_lowercase().as_str()));
    home.then_some(Placeholder::NetworkHome(name))
}

/// What `check` says about a placeholder at `href`.
pub fn message(href: &str, kind: Placeholder) -> String {
    match kind {
        Placeholder::Example => format!(
            "`{href}` is an example address (example.com is kept for examples and is nobody's page): write the real \
             address, or remove the link"
        ),
        Placeholder::NetworkHome(name) => {
            let sample = NETWORKS.iter().find(|(_, n, _)| *n == name).map_or("", |(_, _, s)| *s);
            format!(
                "`{href}` is {name}'s home page, not your profile: write your page's address (like {sample}) or remove \
                 the link"
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn example_addresses_and_network_home_pages_are_placeholders() {
        assert_eq!(placeholder("https://www.example.com/"), Some(Placeholder::Example));
        assert_eq!(placeholder("https://example.org/leads"), Some(Placeholder::Example));
        assert_eq!(placeholder("https://www.facebook.com/"), Some(Placeholder::NetworkHome("Facebook")));
        assert_eq!(placeholder("https://www.instagram.com"), Some(Placeholder::NetworkHome("Instagram")));
        assert_eq!(placeholder("https://ca.linkedin.com/company/"), Some(Placeholder::NetworkHome("LinkedIn")));
        assert_eq!(placeholder("https://m.facebook.com/?ref=home"), Some(Placeholder::NetworkHome("Facebook")));
    }

    #[test]
    fn real_pages_are_not() {
        for real in [
            "https://www.facebook.com/chinookheating",
            "https://www.linkedin.com/company/chinook-heating",
            "https://www.youtube.com/@chinookheating",
            "https://www.yelp.ca/biz/chinook-heating-calgary",
            "https://www.notexample.com/",
            "https://www.example.ca/",
            "https://www.chinookheating.ca/",
            "/contact",
            "mailto:info@example.com",
        ] {
            assert_eq!(placeholder(real), None, "{real}");
        }
    }
}
