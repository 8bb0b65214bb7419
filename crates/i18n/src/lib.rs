//! User-facing text: Fluent messages from `locales/en` and `locales/nl`, embedded at build
//! time, and the choice of language (`--lang`, then `LANG`/`LC_ALL`/`LC_MESSAGES`, then the
//! system locale, then English).
//!
//! # Stability
//!
//! This crate is an internal library of the arbiter binary, published nowhere (its manifest
//! says `publish = false`). Its API carries no stability promise: any version may change or
//! remove what it offers. The policy is stated once, in `ARCHITECTURE.md` ("Stability").

use arbiter_ids::msg;
use std::sync::Mutex;

use fluent_templates::fluent_bundle::concurrent::FluentBundle;
use fluent_templates::fluent_bundle::resolver::errors::ReferenceKind;
use fluent_templates::fluent_bundle::resolver::ResolverError;
use fluent_templates::fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};
use fluent_templates::LanguageIdentifier;

use arbiter_engine::carcassonne::pieces::Locator;
use arbiter_engine::carcassonne::transcription::Look;
use arbiter_engine::carcassonne::turn::ActionKind;
use arbiter_engine::verdict::{Arg, Message};
use arbiter_rulings::lang::Lang;

/// One message or term of a Fluent file, as build.rs found it: its file, its byte range
/// there, and the entries it refers to, directly or through others.
struct Entry {
    file: u8,
    start: u32,
    end: u32,
    needs: &'static [u16],
}

mod files {
    use super::Entry;
    include!(concat!(env!("OUT_DIR"), "/locale_files.rs"));
}

/// One language's Fluent files, ids and entries (see build.rs).
struct Source {
    files: &'static [&'static str],
    ids: &'static [(&'static str, u16)],
    entries: &'static [Entry],
}

impl Source {
    fn of(lang: Lang) -> Source {
        match lang {
            Lang::En => Source {
                files: files::EN,
                ids: files::EN_IDS,
                entries: files::EN_ENTRIES,
            },
            Lang::Nl => Source {
                files: files::NL,
                ids: files::NL_IDS,
                entries: files::NL_ENTRIES,
            },
        }
    }

    /// The entry defining `id`.
    fn entry(&self, id: &str) -> Option<usize> {
        let i = self.ids.binary_search_by(|(k, _)| (*k).cmp(id)).ok()?;
        Some(usize::from(self.ids[i].1))
    }

    /// The text of entry `i`.
    fn text(&self, i: usize) -> &'static str {
        let e = &self.entries[i];
        &self.files[usize::from(e.file)][e.start as usize..e.end as usize]
    }
}

/// One language's messages as far as they have been asked for: a run parses only the Fluent
/// entries it formats and those they refer to (English too only when a Dutch message is
/// missing).
struct Loaded {
    source: Source,
    bundle: FluentBundle<FluentResource>,
    done: Vec<bool>,
    all: bool,
}

impl Loaded {
    fn new(lang: Lang) -> Loaded {
        let id: LanguageIdentifier = lang.code().parse().expect("valid language code");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        let source = Source::of(lang);
        let done = vec![false; source.entries.len()];
        Loaded {
            source,
            bundle,
            done,
            all: false,
        }
    }

    /// Parses entry `i` and adds it to the bundle, once.
    fn add(&mut self, i: usize) {
        if std::mem::replace(&mut self.done[i], true) {
            return;
        }
        // tests/locales.rs checks that every file parses and that no id is defined twice;
        // the tests below that every entry parses alone.
        let text = self.source.text(i).to_string();
        let resource = FluentResource::try_new(text).unwrap_or_else(|(r, _)| r);
        let _ = self.bundle.add_resource(resource);
    }

    /// Entry `i` and every entry it refers to.
    fn add_with_needs(&mut self, i: usize) {
        self.add(i);
        for &j in self.source.entries[i].needs {
            self.add(usize::from(j));
        }
    }

    /// Every entry of the language.
    fn add_all(&mut self) {
        for i in 0..self.done.len() {
            self.add(i);
        }
        self.all = true;
    }

    /// A message (or `message.attribute`) formatted; `None` when it is missing or does not
    /// format cleanly, with whether it referred to a message or term not loaded.
    fn format(&self, key: &str, args: Option<&FluentArgs>) -> Result<String, bool> {
        let pattern = match key.split_once('.') {
            Some((msg, attr)) => self
                .bundle
                .get_message(msg)
                .and_then(|m| m.get_attribute(attr))
                .map(|a| a.value()),
            None => self.bundle.get_message(key).and_then(|m| m.value()),
        };
        let pattern = pattern.ok_or(false)?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        if errors.is_empty() {
            return Ok(text.into_owned());
        }
        Err(errors.iter().any(|e| {
            matches!(
                e,
                FluentError::ResolverError(ResolverError::Reference(
                    ReferenceKind::Message { .. } | ReferenceKind::Term { .. }
                ))
            )
        }))
    }
}

/// The messages of `lang` loaded so far.
fn loaded(lang: Lang) -> &'static Mutex<Option<Loaded>> {
    static EN: Mutex<Option<Loaded>> = Mutex::new(None);
    static NL: Mutex<Option<Loaded>> = Mutex::new(None);
    match lang {
        Lang::En => &EN,
        Lang::Nl => &NL,
    }
}

/// A message (or `message.attribute`) formatted in one language; `None` when it is missing
/// or does not format cleanly.
fn format_in(lang: Lang, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    let mut guard = loaded(lang).lock().unwrap_or_else(|p| p.into_inner());
    let state = guard.get_or_insert_with(|| Loaded::new(lang));
    let id = key.split_once('.').map_or(key, |(msg, _)| msg);
    state.add_with_needs(state.source.entry(id)?);
    match state.format(key, args) {
        Ok(text) => Some(text),
        // build.rs finds the references of an entry; should it ever miss one, the message
        // refers to something not loaded: formatted again with the whole language loaded, it
        // reads as it would have had everything been loaded up front.
        Err(true) if !state.all => {
            state.add_all();
            state.format(key, args).ok()
        }
        Err(_) => None,
    }
}

/// A message in `lang`, else in English (the fallback language).
fn format_with_fallback(lang: Lang, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    format_in(lang, key, args).or_else(|| match lang {
        Lang::En => None,
        _ => format_in(Lang::En, key, args),
    })
}

/// The output language of this process, as the command line chose it (English until set).
static OUTPUT_LANG: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Sets the output language: what a file's reader writes in the user's words (a player left
/// unnamed is called by the colour's name in it).
pub fn set_output_lang(lang: Lang) {
    OUTPUT_LANG.store(lang == Lang::Nl, std::sync::atomic::Ordering::Relaxed);
}

/// The output language [`set_output_lang`] chose (English until set).
pub fn output_lang() -> Lang {
    if OUTPUT_LANG.load(std::sync::atomic::Ordering::Relaxed) {
        Lang::Nl
    } else {
        Lang::En
    }
}

/// The name of a player whose file gives none: the colour's name in the output language,
/// capitalised as a name ("Red", "Rood").
pub fn colour_as_name(color_key: &str) -> String {
    let word = Localizer::new(output_lang()).text(&format!("color-{color_key}"));
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
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
    /// Fan sources said by their abbreviations alone (`: ALS`), for a table whose note says
    /// what each is.
    short_sources: bool,
}

impl Localizer {
    /// A localizer for `lang`.
    pub fn new(lang: Lang) -> Localizer {
        Localizer {
            lang,
            short_sources: false,
        }
    }

    /// This localizer, saying the fan sources of unverified Keyflower numbers by their
    /// abbreviations alone (`unverified: ALS`), for a table that says what each is once, in a
    /// note under it ([`Localizer::fan_source`]).
    pub fn with_short_sources(&self) -> Localizer {
        Localizer {
            short_sources: true,
            ..self.clone()
        }
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Items said as a list in this language: commas between them, and the last two joined
    /// by `list-and` ("Anna, Bram and Carol"; "Anna, Bram en Carol").
    pub fn list<S: AsRef<str>>(&self, items: &[S]) -> String {
        match items {
            [] => String::new(),
            [one] => one.as_ref().to_string(),
            [rest @ .., last] => {
                let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
                format!(
                    "{} {} {}",
                    rest.join(", "),
                    self.text(msg::LIST_AND),
                    last.as_ref()
                )
            }
        }
    }

    /// A message without arguments.
    pub fn text(&self, key: &str) -> String {
        format_with_fallback(self.lang, key, None).unwrap_or_else(|| key.to_string())
    }

    /// A message with arguments given as pairs. Arguments that name a game term (`kind`,
    /// `feature`, `other-kind`, `piece`, `good`, `expansion`, `color`) hold a key such as
    /// `city`; they are replaced by that term in this language before formatting. A `locator`
    /// argument (and `locator-a`, `locator-b`), and each comma-separated item of a `features`
    /// argument, that reads as a locator is written in this language's words (`city:E` is
    /// `stad:O` in Dutch).
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
                "locator" | "locator-a" | "locator-b" => {
                    return FluentValue::from(self.locator_text(v))
                }
                "seen" => return FluentValue::from(self.look_text(v)),
                "others" if v != "none" => {
                    let items: Vec<String> = v
                        .split(", ")
                        .map(|i| format!("“{}”", self.look_text(i)))
                        .collect();
                    return FluentValue::from(items.join(", "));
                }
                // A move action named by its key: in Dutch, its Dutch name.
                "action-key" | "after-key" => {
                    if let (Lang::Nl, Some(k)) = (self.lang, ActionKind::parse(v)) {
                        return FluentValue::from(k.dutch());
                    }
                }
                // A step as written on the command line (`princess=red@0,0`): in Dutch, by
                // its Dutch name, the owner by the Dutch colour.
                "step" if self.lang == Lang::Nl => {
                    let (key, param) = v.split_once('=').unwrap_or((v.as_str(), ""));
                    let key = ActionKind::parse(key).map_or(key, |k| k.dutch());
                    let param = match param.split_once('@') {
                        Some((who, rest)) => {
                            match format_with_fallback(self.lang, &format!("color-{who}"), None) {
                                Some(colour) => format!("{colour}@{rest}"),
                                None => param.to_string(),
                            }
                        }
                        None => param.to_string(),
                    };
                    let text = if param.is_empty() {
                        key.to_string()
                    } else {
                        format!("{key}={param}")
                    };
                    return FluentValue::from(arbiter_rulings::shown::shown(&text).into_owned());
                }
                // The move actions a step needs before it (`tower-raise, tower-top`): each
                // by its Dutch name in Dutch.
                "needed" if self.lang == Lang::Nl => {
                    let items: Vec<&str> = v
                        .split(", ")
                        .map(|i| ActionKind::parse(i).map_or(i, |k| k.dutch()))
                        .collect();
                    return FluentValue::from(
                        arbiter_rulings::shown::shown(&items.join(", ")).into_owned(),
                    );
                }
                "features" => {
                    let items: Vec<String> = v.split(", ").map(|i| self.locator_text(i)).collect();
                    return FluentValue::from(items.join(", "));
                }
                // The fan sources of an unverified Keyflower number (": ALS", ": kasta.ua,
                // BDA"), each said in words (`fan-source-als`).
                "source" if v.starts_with(": ") && !self.short_sources => {
                    let items: Vec<String> =
                        v[2..].split(", ").map(|s| self.fan_source(s)).collect();
                    return FluentValue::from(format!(": {}", items.join("; ")));
                }
                _ => {}
            }
        }
        let prefix = match name {
            "kind" | "feature" | "other-kind" => Some("feature"),
            "piece" => Some("piece"),
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

    /// A fan source's abbreviation with what it is, from `fan-source-<abbreviation>` (lower
    /// case, `.` as `-`); an abbreviation without a message as it is.
    pub fn fan_source(&self, name: &str) -> String {
        let key = format!("fan-source-{}", name.to_lowercase().replace('.', "-"));
        format_with_fallback(self.lang, &key, None)
            .unwrap_or_else(|| arbiter_rulings::shown::shown(name).into_owned())
    }

    fn to_fluent(&self, a: &Arg) -> FluentValue<'static> {
        match a {
            // Fluent keeps numbers as f64, exact only up to 2^53: a larger one (a number out of
            // range, quoted back to the user) is printed as its digits.
            Arg::Num(n) if n.unsigned_abs() > 1 << 53 => FluentValue::from(n.to_string()),
            Arg::Num(n) => FluentValue::from(*n),
            // Untrusted text (a name, a key, a value) is escaped here, where it enters a message:
            // the one choke point of every message argument. A line feed or a tab in it is
            // escaped too, so that no argument can start a line of its own in running text.
            Arg::Text(s) => FluentValue::from(arbiter_rulings::shown::shown(s).into_owned()),
            Arg::Key(k) => FluentValue::from(self.text(k)),
            Arg::Keys(keys) => FluentValue::from(self.texts(keys, " → ")),
            Arg::Names(keys) => FluentValue::from(self.texts(keys, ", ")),
            Arg::Counted(items) if items.is_empty() => {
                FluentValue::from(self.text(msg::ARG_COUNTED_NONE))
            }
            Arg::Counted(items) => FluentValue::from(
                items
                    .iter()
                    .map(|(k, n)| self.text_with(k, &[("count", (*n).into())]))
                    .collect::<Vec<_>>()
                    .join(" + "),
            ),
        }
    }

    /// The texts of message ids, in order, joined by `separator`.
    fn texts(&self, keys: &[String], separator: &str) -> String {
        keys.iter()
            .map(|k| self.text(k))
            .collect::<Vec<_>>()
            .join(separator)
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
            Some("inner") => format!("{word}:{}", self.text(msg::LOCATOR_INNER)),
            Some("inner2") => format!("{word}:{}2", self.text(msg::LOCATOR_INNER)),
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
        let local: Vec<char> = self.text(msg::COMPASS_LETTERS).chars().collect();
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

    /// Whether a message id is defined, in this language or in English, whatever arguments
    /// it takes ([`Localizer::has`] also asks that it formats without any).
    pub fn defines(&self, key: &str) -> bool {
        Source::of(self.lang).entry(key).is_some() || Source::of(Lang::En).entry(key).is_some()
    }
}

#[cfg(test)]
mod numbers {
    use super::*;

    /// A number is printed with all its digits, even beyond what an f64 holds exactly.
    #[test]
    fn large_numbers_keep_their_digits() {
        for lang in [Lang::En, Lang::Nl] {
            for (n, digits) in [
                (i64::MIN, "-9223372036854775808"),
                (i64::MAX, "9223372036854775807"),
                (9_007_199_254_740_993, "9007199254740993"),
                (-3, "-3"),
            ] {
                let m = Message::new(msg::KF_INPUT_NUMBER_RANGE)
                    .arg("value", n)
                    .arg("limit", 1_000_000_i64);
                let text = Localizer::new(lang).message(&m);
                assert!(text.contains(&format!(" {digits} ")), "{lang:?}: {text}");
            }
        }
    }
}

#[cfg(test)]
mod locator_words {
    use super::*;
    use arbiter_engine::carcassonne::catalogue::Catalogue;
    use arbiter_engine::carcassonne::geometry::Rotation;
    use arbiter_engine::carcassonne::transcription::Mark;

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

#[cfg(test)]
mod entries {
    use super::*;

    /// The ids of a language's messages and terms, as Fluent reads the whole files.
    fn whole_file_ids(source: &Source) -> Vec<String> {
        let mut ids = Vec::new();
        for file in source.files {
            let resource = FluentResource::try_new(file.to_string()).expect("file parses");
            for entry in resource.entries() {
                let shown = format!("{entry:?}");
                let Some(at) = shown.find("name: \"") else {
                    continue;
                };
                let name = shown[at + 7..].split('"').next().unwrap();
                if shown.starts_with("Message") {
                    ids.push(name.to_string());
                } else if shown.starts_with("Term") {
                    ids.push(format!("-{name}"));
                }
            }
        }
        ids.sort();
        ids
    }

    /// build.rs found every message and term of every file, each entry parses alone, and
    /// defines the id it is filed under.
    #[test]
    fn every_entry_is_found_and_parses_alone() {
        for lang in [Lang::En, Lang::Nl] {
            let source = Source::of(lang);
            let ids: Vec<String> = source.ids.iter().map(|(k, _)| k.to_string()).collect();
            assert_eq!(ids, whole_file_ids(&source), "{lang:?}");
            assert_eq!(ids.len(), source.entries.len());
            for (id, i) in source.ids {
                let text = source.text(usize::from(*i));
                let resource = FluentResource::try_new(text.to_string())
                    .unwrap_or_else(|_| panic!("{lang:?}: {id} does not parse alone:\n{text}"));
                assert_eq!(resource.entries().count(), 1, "{lang:?}: {id}:\n{text}");
                let mut bundle = FluentBundle::new_concurrent(vec![]);
                bundle.add_resource(resource).unwrap();
                assert!(id.starts_with('-') || bundle.has_message(id), "{id}");
            }
        }
    }

    /// Every message and attribute, formatted without arguments (its default variants), reads
    /// the same with only the entries build.rs says it needs as with the whole language
    /// loaded.
    #[test]
    fn an_entry_needs_no_more_than_build_rs_says() {
        for lang in [Lang::En, Lang::Nl] {
            let mut all = Loaded::new(lang);
            all.add_all();
            for (id, i) in Source::of(lang).ids {
                if id.starts_with('-') {
                    continue;
                }
                let mut keys = vec![id.to_string()];
                let message = all.bundle.get_message(id).expect("loaded");
                keys.extend(message.attributes().map(|a| format!("{id}.{}", a.id())));
                let mut alone = Loaded::new(lang);
                alone.add_with_needs(usize::from(*i));
                for key in keys {
                    let (a, b) = (alone.format(&key, None), all.format(&key, None));
                    assert_eq!(a, b, "{lang:?}: {key}");
                    assert!(!matches!(a, Err(true)), "{lang:?}: {key}");
                }
            }
        }
    }
}
