//! Online booking: the `booking:` block of `site.yaml`, checked and turned into one [`Booking`],
//! which also knows what the site needs of its provider: the page a "Book online" link opens
//! without JavaScript, the script that opens the provider's own booking window (loaded only after
//! a click), the origins the Content-Security-Policy must then let through, and the facts the
//! privacy policy states.
//!
//! The providers are the booking systems contractors run: ServiceTitan's Scheduling Pro, Housecall
//! Pro, Jobber, or any booking page (`link`). Each is set up from what its own settings show: the
//! install code's two keys (ServiceTitan) or the booking page's address (the others).

use serde::Deserialize;

use crate::Pos;
use crate::raw::BookingConfig;

/// The `provider` of `booking:` an editor wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum BookingProvider {
    /// ServiceTitan's Scheduling Pro: api_key and scheduler_id from its install code.
    Servicetitan,
    /// Housecall Pro's online booking: url, the address of its booking page.
    HousecallPro,
    /// Jobber's online booking: url, the address of its booking page.
    Jobber,
    /// Any other booking page: url.
    Link,
}

impl BookingProvider {
    pub fn name(self) -> &'static str {
        match self {
            BookingProvider::Servicetitan => "servicetitan",
            BookingProvider::HousecallPro => "housecall_pro",
            BookingProvider::Jobber => "jobber",
            BookingProvider::Link => "link",
        }
    }
}

/// Online booking, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Booking {
    /// `page`: a booking address for visitors without JavaScript (the scheduler itself opens only
    /// through its script); none: the link leads to the quote form.
    Servicetitan {
        api_key: String,
        scheduler_id: String,
        page: Option<String>,
    },
    /// The company's name and token, as in its booking page's address.
    HousecallPro {
        company: String,
        token: String,
    },
    Jobber {
        url: String,
    },
    Link {
        url: String,
    },
}

/// The script that opens a provider's booking window, loaded on the first click on a "Book
/// online" link (islands/lib/booking.ts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookingScript {
    pub src: String,
    /// The `id` its install code gives the `<script>` element (the widget looks itself up by it).
    pub id: &'static str,
    /// The install code's `data-` attributes, name and value.
    pub data: Vec<(&'static str, String)>,
}

/// Where a provider keeps what a visitor books, for the privacy policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Country {
    UnitedStates,
    Canada,
    /// A booking page elsewhere (`link`): its own privacy policy says.
    Unknown,
}

impl Booking {
    pub fn provider(&self) -> BookingProvider {
        match self {
            Booking::Servicetitan { .. } => BookingProvider::Servicetitan,
            Booking::HousecallPro { .. } => BookingProvider::HousecallPro,
            Booking::Jobber { .. } => BookingProvider::Jobber,
            Booking::Link { .. } => BookingProvider::Link,
        }
    }

    /// The service as people know it; for a plain link, the host of its page.
    pub fn title(&self) -> &str {
        match self {
            Booking::Servicetitan { .. } => "ServiceTitan",
            Booking::HousecallPro { .. } => "Housecall Pro",
            Booking::Jobber { .. } => "Jobber",
            Booking::Link { url } => host_of(url),
        }
    }

    /// ServiceTitan and Housecall Pro are companies of the United States; Jobber is of Edmonton.
    pub fn country(&self) -> Country {
        match self {
            Booking::Servicetitan { .. } | Booking::HousecallPro { .. } => Country::UnitedStates,
            Booking::Jobber { .. } => Country::Canada,
            Booking::Link { .. } => Country::Unknown,
        }
    }

    /// The page the "Book online" link opens (without JavaScript, and when the script cannot
    /// load); None for a ServiceTitan scheduler without `url` (the link then leads to the quote form).
    pub fn page(&self) -> Option<String> {
        match self {
            Booking::Servicetitan { page, .. } => page.clone(),
            // Housecall Pro's own standalone booking page (its widget's address is for frames only).
            Booking::HousecallPro { company, token } => {
                Some(format!("https://{HCP_BOOK}/book/{company}/{token}?v2=true"))
            }
            Booking::Jobber { url } | Booking::Link { url } => Some(url.clone()),
        }
    }

    /// The provider's script, for those that open their booking in a window over the page.
    pub fn script(&self) -> Option<BookingScript> {
        match self {
            Booking::Servicetitan { api_key, scheduler_id, .. } => Some(BookingScript {
                src: format!("{ST_EMBED}/scheduler-v1.js"),
                id: "se-widget-embed",
                data: vec![("data-api-key", api_key.clone()), ("data-schedulerid", scheduler_id.clone())],
            }),
            Booking::HousecallPro { company, token } => Some(BookingScript {
                src: format!("{HCP_WIDGET}/script.js?token={token}&orgName={company}"),
                id: "hcp-online-booking",
                data: Vec::new(),
            }),
            Booking::Jobber { .. } | Booking::Link { .. } => None,
        }
    }

    /// The origins the provider's window uses once its script runs (its script, the frame it opens,
    /// what that frame fetches and shows), for the Content-Security-Policy: none for a plain link.
    pub fn origins(&self) -> &'static [&'static str] {
        match self {
            Booking::Servicetitan { .. } => &[ST_EMBED, "https://*.servicetitan.com"],
            Booking::HousecallPro { .. } => &[HCP_WIDGET, "https://*.housecallpro.com"],
            Booking::Jobber { .. } | Booking::Link { .. } => &[],
        }
    }

    /// The provider's privacy policy, for the site's own; a plain link's page has its own.
    pub fn policy_url(&self) -> Option<&'static str> {
        match self {
            Booking::Servicetitan { .. } => Some("https://www.servicetitan.com/privacy-notice"),
            Booking::HousecallPro { .. } => Some("https://www.housecallpro.com/privacy/"),
            Booking::Jobber { .. } => Some("https://getjobber.com/privacy-policy/"),
            Booking::Link { .. } => None,
        }
    }
}

const ST_EMBED: &str = "https://embed.scheduler.servicetitan.com";
const HCP_WIDGET: &str = "https://online-booking.housecallpro.com";
const HCP_BOOK: &str = "book.housecallpro.com";
const JOBBER_BOOKING: &str = "https://clienthub.getjobber.com/booking/";

fn host_of(url: &str) -> &str {
    url.split("://").nth(1).and_then(|r| r.split(['/', '?', '#', ':']).next()).unwrap_or(url)
}

/// Checks the `booking:` block: each provider's own fields, each in the shape its settings show.
pub fn resolve_booking(config: &BookingConfig) -> Result<Booking, Vec<(Pos, String)>> {
    let mut problems = Vec::new();
    let provider = config.provider.value;
    let name = provider.name();
    if provider != BookingProvider::Servicetitan {
        for (field, which) in [(&config.api_key, "api_key"), (&config.scheduler_id, "scheduler_id")] {
            if let Some(field) = field {
                problems.push((
                    field.pos,
                    format!("`{which}` is used only by provider servicetitan, not `{name}`: remove it (this provider needs only url)"),
                ));
            }
        }
    }
    let url = config.url.as_ref();
    let needs_url = |example: &str, problems: &mut Vec<(Pos, String)>| {
        problems.push((
            config.provider.pos,
            format!("provider `{name}` needs the address of your booking page as `url` (like url: {example})"),
        ));
    };
    let booking = match provider {
        BookingProvider::Servicetitan => {
            let key =
                |field: &Option<crate::Located<String>>, what: &str, attribute: &str, ok: fn(&str) -> bool| match field
                {
                    None => Err((
                        config.provider.pos,
                        format!(
                            "provider servicetitan needs `{what}`: copy it from your scheduler's install code in \
                             ServiceTitan (Scheduling Pro, the code's {attribute}=\"...\")"
                        ),
                    )),
                    Some(v) if !ok(v.value.trim()) => Err((
                        v.pos,
                        format!(
                            "`{}` does not look like a Scheduling Pro {what}: copy the value of {attribute}=\"...\" \
                             from your scheduler's install code, without the quotes",
                            v.value
                        ),
                    )),
                    Some(v) => Ok(v.value.trim().to_owned()),
                };
            let api_key = key(&config.api_key, "api_key", "data-api-key", |v| {
                (16..=64).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_alphanumeric())
            });
            let scheduler_id = key(&config.scheduler_id, "scheduler_id", "data-schedulerid", |v| {
                v.strip_prefix("sched_")
                    .is_some_and(|id| id.len() >= 8 && id.bytes().all(|b| b.is_ascii_alphanumeric()))
            });
            let page = match url {
                None => Ok(None),
                Some(u) => web_address(&u.value).map(Some).map_err(|m| (u.pos, m)),
            };
            match (api_key, scheduler_id, page) {
                (Ok(api_key), Ok(scheduler_id), Ok(page)) => {
                    Some(Booking::Servicetitan { api_key, scheduler_id, page })
                }
                (a, s, p) => {
                    problems.extend([a.err(), s.err(), p.err()].into_iter().flatten());
                    None
                }
            }
        }
        BookingProvider::HousecallPro => match url {
            None => {
                needs_url(
                    "https://book.housecallpro.com/book/Your-Company/0123456789abcdef0123456789abcdef",
                    &mut problems,
                );
                None
            }
            Some(u) => match housecall_pro(u.value.trim()) {
                Some((company, token)) => Some(Booking::HousecallPro { company, token }),
                None => {
                    problems.push((
                        u.pos,
                        format!(
                            "`{}` is not a Housecall Pro booking page: copy the address of your online booking page \
                             from Housecall Pro (it looks like https://book.housecallpro.com/book/Your-Company/\
                             0123456789abcdef0123456789abcdef)",
                            u.value
                        ),
                    ));
                    None
                }
            },
        },
        BookingProvider::Jobber => match url {
            None => {
                needs_url("https://clienthub.getjobber.com/booking/0a1b2c3d-.../", &mut problems);
                None
            }
            Some(u) => match jobber(u.value.trim()) {
                Some(url) => Some(Booking::Jobber { url }),
                None => {
                    problems.push((
                        u.pos,
                        format!(
                            "`{}` is not a Jobber booking page: copy the address of your online booking page from \
                             Jobber (it starts with {JOBBER_BOOKING})",
                            u.value
                        ),
                    ));
                    None
                }
            },
        },
        BookingProvider::Link => match url {
            None => {
                needs_url("https://booking.example.com/your-company", &mut problems);
                None
            }
            Some(u) => match web_address(&u.value) {
                Ok(url) => Some(Booking::Link { url }),
                Err(m) => {
                    problems.push((u.pos, m));
                    None
                }
            },
        },
    };
    match booking {
        Some(b) if problems.is_empty() => Ok(b),
        _ => Err(problems),
    }
}

/// The company and token of a Housecall Pro booking page's address.
fn housecall_pro(url: &str) -> Option<(String, String)> {
    let rest = url.strip_prefix("https://")?.strip_prefix(HCP_BOOK)?.strip_prefix("/book/")?;
    let rest = rest.split(['?', '#']).next()?.trim_end_matches('/');
    let (company, token) = rest.split_once('/')?;
    let company_ok =
        !company.is_empty() && company.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    let token_ok = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
    (company_ok && token_ok).then(|| (company.to_owned(), token.to_ascii_lowercase()))
}

/// A Jobber booking page's address, as written (its id: letters, digits and dashes).
fn jobber(url: &str) -> Option<String> {
    let id = url.strip_prefix(JOBBER_BOOKING)?.trim_end_matches('/');
    (!id.is_empty() && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')).then(|| url.to_owned())
}

/// Any web page's address: https with a real host name, or http to this machine for testing.
fn web_address(s: &str) -> Result<String, String> {
    let s = s.trim();
    let expected = "write the whole address of your booking page, starting with https://";
    if s.is_empty() || s.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(format!("`{s}` is not a web address: it is empty or has spaces ({expected})"));
    }
    let local = |h: &str| matches!(h, "localhost" | "127.0.0.1" | "[::1]");
    let ok = if let Some(rest) = s.strip_prefix("https://") {
        let host = host_of(s);
        !rest.is_empty() && host.contains('.') && !host.starts_with('.') && !host.ends_with('.')
    } else {
        s.starts_with("http://") && local(host_of(s))
    };
    if ok { Ok(s.to_owned()) } else { Err(format!("`{s}` is not a booking page's address ({expected})")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn booking(yaml: &str) -> Result<Booking, Vec<String>> {
        let config: BookingConfig = crate::parse_yaml(yaml).map_err(|e| vec![e.1])?;
        resolve_booking(&config).map_err(|p| p.into_iter().map(|(_, m)| m).collect())
    }

    #[test]
    fn each_provider_is_set_up_from_what_its_settings_show() {
        let st = booking(
            "provider: servicetitan\napi_key: s125da2s6hshj7oh6w639ppc\nscheduler_id: sched_qpfsy4voj5ugkkqw4dq2rv1o\n",
        )
        .unwrap();
        assert_eq!(st.page(), None);
        let script = st.script().unwrap();
        assert_eq!(script.src, "https://embed.scheduler.servicetitan.com/scheduler-v1.js");
        assert_eq!(script.data[1], ("data-schedulerid", "sched_qpfsy4voj5ugkkqw4dq2rv1o".to_owned()));

        let hcp = booking(
            "provider: housecall_pro\nurl: https://book.housecallpro.com/book/Chinook-Heating/0123456789ABCDEF0123456789abcdef?v2=true\n",
        )
        .unwrap();
        assert_eq!(
            hcp.page().unwrap(),
            "https://book.housecallpro.com/book/Chinook-Heating/0123456789abcdef0123456789abcdef?v2=true"
        );
        assert_eq!(
            hcp.script().unwrap().src,
            "https://online-booking.housecallpro.com/script.js?token=0123456789abcdef0123456789abcdef&orgName=Chinook-Heating"
        );

        let jobber = booking(
            "provider: jobber\nurl: https://clienthub.getjobber.com/booking/ee24c0b9-3b81-4134-a69f-4d9434bbad04/\n",
        )
        .unwrap();
        assert_eq!(jobber.script(), None);
        assert_eq!(jobber.origins(), &[] as &[&str]);
        assert_eq!(jobber.country(), Country::Canada);

        let link = booking("provider: link\nurl: https://calendly.com/chinook/visit\n").unwrap();
        assert_eq!(link.title(), "calendly.com");
        assert_eq!(link.page().unwrap(), "https://calendly.com/chinook/visit");
    }

    #[test]
    fn a_wrong_setting_says_where_to_find_the_right_one() {
        let e = booking("provider: servicetitan\napi_key: s125da2s6hshj7oh6w639ppc\n").unwrap_err();
        assert_eq!(e.len(), 1);
        assert!(e[0].contains("needs `scheduler_id`") && e[0].contains("data-schedulerid"), "{e:?}");

        let e = booking("provider: servicetitan\napi_key: \"<paste here>\"\nscheduler_id: qpfsy4voj5\n").unwrap_err();
        assert_eq!(e.len(), 2, "{e:?}");

        let e = booking("provider: housecall_pro\nurl: https://housecallpro.com/chinook\n").unwrap_err();
        assert!(e[0].contains("not a Housecall Pro booking page"), "{e:?}");

        let e = booking("provider: jobber\n").unwrap_err();
        assert!(e[0].contains("needs the address of your booking page as `url`"), "{e:?}");

        let e = booking("provider: jobber\nurl: https://getjobber.com/chinook\n").unwrap_err();
        assert!(e[0].contains("starts with https://clienthub.getjobber.com/booking/"), "{e:?}");

        let e = booking("provider: link\nurl: calendly.com/chinook\n").unwrap_err();
        assert!(e[0].contains("starting with https://"), "{e:?}");

        let e =
            booking("provider: link\nurl: https://calendly.com/x\napi_key: s125da2s6hshj7oh6w639ppc\n").unwrap_err();
        assert!(e[0].contains("`api_key` is used only by provider servicetitan"), "{e:?}");
    }
}
