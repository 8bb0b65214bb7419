//! User-facing text: Fluent messages from `locales/en` and `locales/nl`, embedded at build
//! time, and the choice of language (`--lang`, then `LANG`/`LC_ALL`/`LC_MESSAGES`, then the
//! system locale, then English).

use std::sync::OnceLock;

use fluent_templates::fluent_bundle::concurrent::FluentBundle;
use fluent_templates::fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_templates::LanguageIdentifier;

use crate::carcassonne::pieces::Locator;
use crate::carcassonne::transcription::Look;
use crate::lang::Lang;
use crate::verdict::{Arg, Message};

mod files {
    include!(concat!(env!("OUT_DIR"), "/locale_files.rs"));
}

/// One language's messages, parsed on first use: a run parses only the Fluent files of the
/// languages it looks messages up in (English too only when a Dutch message is missing).
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static EN: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    static NL: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    let (cell, sources) = match lang {
        Lang::En => (&EN, files::EN),
        Lang::Nl => (&NL, files::NL),
    };
    cell.get_or_init(|| {
        let id: LanguageIdentifier = lang.code().parse().expect("valid language code");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        for source in sources {
            // tests/locales.rs checks that every file parses and that no id is defined twice.
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// A message (or `message.attribute`) formatted in one language; `None` when it is missing
/// or does not format cleanly.
fn format_in(lang: Lang, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = match key.split_once('.') {
        Some((msg, attr)) => bundle.get_message(msg)?.get_attribute(attr)?.value(),
        None => bundle.get_message(key)?.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// A message in `lang`, else in English (the fallback language).
fn format_with_fallback(lang: Lang, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    format_in(lang, key, args).or_else(|| match lang {
        Lang::En => None,
        _ => format_in(Lang::En, key, args),
    })
}

/// Chooses the language: an explicit choice wins, then the environment, then the system.
pub fn choose(explicit: Option<Lang>) -> Lang {
    if let Some(l) = explicit {
        return l;
    }
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Ok(v) = std::env::var(var) {
            if v.is_empty() {
                continue;
            }
            return Lang::from_code(&v).unwrap_or(Lang::En);
        }
    }
    sys_locale::get_locale()
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or(Lang::En)
}

/// Looks messages up in one language.
#[derive(Debug, Clone)]
pub struct Localizer {
    lang: Lang,
}

impl Localizer {
    /// A localizer for `lang`.
    pub fn new(lang: Lang) -> Localizer {
        Localizer { lang }
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A message without arguments.
    pub fn text(&self, key: &str) -> String {
        format_with_fallback(self.lang, key, None).unwrap_or_else(|| key.to_string())
    }

    /// A message with arguments given as pairs. Arguments that name a game term (`kind`,
    /// `feature`, `other-kind`, `piece`, `good`, `expansion`, `color`) hold a key such as
    /// `city`; they are replaced by that term in this language before formatting. A `locator`
    /// argument, and each comma-separated item of a `features` argument, that reads as a
    /// locator is written in this language's words (`city:E` is `stad:O` in Dutch).
    pub fn text_with(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let mut map = FluentArgs::with_capacity(args.len());
        for (k, v) in args {
            map.set(k.to_string(), self.term_arg(k, v));
        }
        format_with_fallback(self.lang, key, Some(&map)).unwrap_or_else(|| key.to_string())
    }

    fn term_arg(&self, name: &str, value: &Arg) -> FluentValue<'static> {
        if let Arg::Text(v) = value {
            match name {
                "locator" => return FluentValue::from(self.locator_text(v)),
                "seen" => return FluentValue::from(self.look_text(v)),
                "others" if v != "none" => {
                    let items: Vec<String> = v
                        .split(", ")
                        .map(|i| format!("“{}”", self.look_text(i)))
                        .collect();
                    return FluentValue::from(items.join(", "));
                }
                "features" => {
                    let items: Vec<String> = v.split(", ").map(|i| self.locator_text(i)).collect();
                    return FluentValue::from(items.join(", "));
                }
                _ => {}
            }
        }
        let prefix = match name {
            "kind" | "feature" | "other-kind" => Some("feature"),
            "piece" => Some("piece"),
            "good" => Some("good"),
            "expansion" => Some("expansion"),
            "color" => Some("color"),
            _ => None,
        };
        if let (Some(prefix), Arg::Text(v)) = (prefix, value) {
            let key = format!("{prefix}-{v}");
            if let Some(t) = format_with_fallback(self.lang, &key, None) {
                return FluentValue::from(t);
            }
        }
        self.to_fluent(value)
    }

    fn to_fluent(&self, a: &Arg) -> FluentValue<'static> {
        match a {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::Key(k) => FluentValue::from(self.text(k)),
            Arg::Keys(keys) => FluentValue::from(
                keys.iter()
                    .map(|k| self.text(k))
                    .collect::<Vec<_>>()
                    .join(" → "),
            ),
        }
    }

    /// A locator as a reader of this language writes it (one arbiter reads back).
    pub fn locator(&self, locator: Locator) -> String {
        let text = locator.to_text();
        let (kind, place) = match text.split_once(':') {
            Some((k, p)) => (k, Some(p)),
            None => (text.as_str(), None),
        };
        let word = self.text(&format!("locator-{kind}"));
        match place {
            None => word,
            Some("inner") => format!("{word}:{}", self.text("locator-inner")),
            Some(p) => format!("{word}:{}", self.compass(p)),
        }
    }

    /// A locator's text in this language when it reads as one; anything else as it is.
    fn locator_text(&self, text: &str) -> String {
        Locator::parse(text).map_or_else(|| text.to_string(), |l| self.locator(l))
    }

    /// A `seen` string with its marks in this language's words (the edge letters are the
    /// format's own, the same in every language).
    pub fn look(&self, look: &Look) -> String {
        look.text_with(|m| self.text(&format!("seen-mark-{}", m.key())))
    }

    /// A `seen` string's text in this language when it reads as one; anything else as it is.
    fn look_text(&self, text: &str) -> String {
        Look::parse(text).map_or_else(|_| text.to_string(), |l| self.look(&l))
    }

    /// Compass letters (`N`, `E`, `S`, `W`, and half-edges like `NNE`) in this language.
    pub fn compass(&self, letters: &str) -> String {
        let local: Vec<char> = self.text("compass-letters").chars().collect();
        letters
            .chars()
            .map(|c| match "NESW".find(c) {
                Some(i) => local.get(i).copied().unwrap_or(c),
                None => c,
            })
            .collect()
    }

    /// Renders an engine message.
    pub fn message(&self, m: &Message) -> String {
        self.text_with(m.key, &m.args)
    }

    /// Whether a message id exists in this language.
    pub fn has(&self, key: &str) -> bool {
        format_with_fallback(self.lang, key, None).is_some()
    }
}

#[cfg(test)]
mod locator_words {
    use super::*;
    use crate::carcassonne::catalogue::Catalogue;
    use crate::carcassonne::geometry::Rotation;
    use crate::carcassonne::transcription::Mark;

    /// Every locator of every tile, in every turn, printed in either language reads back as
    /// the same locator; English prints the format's own words.
    #[test]
    fn locators_read_back() {
        let (en, nl) = (Localizer::new(Lang::En), Localizer::new(Lang::Nl));
        let mut dutch_differs = 0;
        for tile in Catalogue::get().tiles() {
            for rot in Rotation::ALL {
                for l in Locator::all_on(tile, rot) {
                    assert_eq!(en.locator(l), l.to_text());
                    let nl_text = nl.locator(l);
                    assert_eq!(Locator::parse(&nl_text), Some(l), "{nl_text}");
                    dutch_differs += usize::from(nl_text != l.to_text());
                }
            }
        }
        assert!(dutch_differs > 0, "the Dutch words are Dutch");
    }

    /// Every mark printed in Dutch is a word `seen` reads as that mark.
    #[test]
    fn marks_read_back() {
        let nl = Localizer::new(Lang::Nl);
        for m in Mark::ALL {
            let word = nl.text(&format!("seen-mark-{}", m.key()));
            assert_eq!(Mark::parse(&word), Some(m), "{word}");
            assert_ne!(word, m.key());
        }
    }

    #[test]
    fn compass_letters_in_dutch() {
        assert_eq!(Localizer::new(Lang::Nl).compass("ESE NNW"), "OZO NNW");
    }
}
