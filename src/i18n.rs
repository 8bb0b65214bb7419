//! User-facing text: Fluent messages from `locales/en` and `locales/nl`, embedded at build
//! time, and the choice of language (`--lang`, then `LANG`/`LC_ALL`/`LC_MESSAGES`, then the
//! system locale, then English).

use std::borrow::Cow;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};

use crate::carcassonne::problem::{Arg, Message};
use crate::lang::Lang;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        customise: |bundle| bundle.set_use_isolating(false),
    };
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
    id: LanguageIdentifier,
}

impl Localizer {
    /// A localizer for `lang`.
    pub fn new(lang: Lang) -> Localizer {
        let id: LanguageIdentifier = lang.code().parse().expect("valid language code");
        Localizer { lang, id }
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A message without arguments.
    pub fn text(&self, key: &str) -> String {
        self.lookup(key, &HashMap::new())
    }

    /// A message with arguments given as pairs. Arguments that name a game term (`kind`,
    /// `feature`, `other-kind`, `piece`, `good`, `expansion`, `color`) hold a key such as
    /// `city`; they are replaced by that term in this language before formatting.
    pub fn text_with(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let map = args
            .iter()
            .map(|(k, v)| (Cow::Owned(k.to_string()), self.term_arg(k, v)))
            .collect();
        self.lookup(key, &map)
    }

    fn term_arg(&self, name: &str, value: &Arg) -> FluentValue<'static> {
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
            if let Some(t) = LOCALES.try_lookup(&self.id, &key) {
                return FluentValue::from(t);
            }
        }
        to_fluent(value)
    }

    /// Renders an engine message.
    pub fn message(&self, m: &Message) -> String {
        self.text_with(m.key, &m.args)
    }

    fn lookup(&self, key: &str, args: &HashMap<Cow<'static, str>, FluentValue>) -> String {
        LOCALES
            .try_lookup_complete(&self.id, key, Some(args))
            .unwrap_or_else(|| key.to_string())
    }

    /// Whether a message id exists in this language.
    pub fn has(&self, key: &str) -> bool {
        LOCALES.try_lookup(&self.id, key).is_some()
    }
}

fn to_fluent(a: &Arg) -> FluentValue<'static> {
    match a {
        Arg::Num(n) => FluentValue::from(*n),
        Arg::Text(s) => FluentValue::from(s.clone()),
    }
}
