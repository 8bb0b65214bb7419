//! Both locales hold the same message ids with the same variables, every message the code
//! names exists, and every file parses (a broken file would stop arbiter at start-up).

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Message id -> the variables it uses, for every .ftl file of a locale.
fn messages(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let dir = root().join("locales").join(lang);
    let mut out = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let mut current: Option<String> = None;
        for line in text.lines() {
            let starts_message = line
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '-')
                && line.contains(" =");
            if starts_message {
                let id = line.split(" =").next().unwrap().trim().to_string();
                assert!(
                    !out.contains_key(&id),
                    "{lang}: duplicate id {id} in {}",
                    f.display()
                );
                out.insert(id.clone(), BTreeSet::new());
                current = Some(id);
            }
            if let Some(id) = &current {
                let mut rest = line;
                while let Some(i) = rest.find('$') {
                    let var: String = rest[i + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    out.get_mut(id).unwrap().insert(var);
                    rest = &rest[i + 1..];
                }
            }
        }
    }
    out
}

#[test]
fn english_and_dutch_have_the_same_ids_and_variables() {
    let en = messages("en");
    let nl = messages("nl");
    let en_ids: BTreeSet<_> = en.keys().collect();
    let nl_ids: BTreeSet<_> = nl.keys().collect();
    assert_eq!(
        en_ids.symmetric_difference(&nl_ids).collect::<Vec<_>>(),
        Vec::<&&String>::new(),
        "ids present in one language only"
    );
    for (id, vars) in &en {
        assert_eq!(vars, &nl[id], "variables of {id}");
    }
    let en_files: BTreeSet<_> = std::fs::read_dir(root().join("locales/en"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    let nl_files: BTreeSet<_> = std::fs::read_dir(root().join("locales/nl"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(en_files, nl_files);
}

#[test]
fn every_message_the_code_names_exists() {
    let en = messages("en");
    let mut files = crate::common::rust_files(&root().join("src"));
    files.extend(crate::common::rust_files(&root().join("crates")));
    let mut missing = BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for pat in ["Message::new(\"", "text_with(\"", ".t(\"", "text(\""] {
            let mut rest = text.as_str();
            while let Some(i) = rest.find(pat) {
                let id: String = rest[i + pat.len()..]
                    .chars()
                    .take_while(|c| *c != '"')
                    .collect();
                if !en.contains_key(&id) {
                    missing.insert(format!(
                        "{id} ({})",
                        f.file_name().unwrap().to_string_lossy()
                    ));
                }
                rest = &rest[i + pat.len()..];
            }
        }
    }
    assert!(
        missing.is_empty(),
        "message ids missing from locales/en: {missing:?}"
    );
}

#[test]
fn every_locale_file_loads() {
    use arbiter_i18n::Localizer;
    use arbiter_rulings::lang::Lang;
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        assert!(loc.has("yes"), "{lang:?}");
        let text = loc.text_with("check-illegal", &[("count", 2usize.into())]);
        assert!(text.contains('2'), "{text}");
    }
    assert_eq!(Localizer::new(Lang::Nl).text("feature-city"), "stad");
}

/// Every feature kind of `ruleset::FEATURES` has its words in both languages: its name in
/// tables and messages, its locator word, its tile summary and, when `seen` strings name it,
/// its mark (an expansion that brings a kind adds them to its own locale file).
#[test]
fn every_feature_kind_has_its_words() {
    use arbiter_engine::carcassonne::catalogue::FeatureKind;
    for lang in ["en", "nl"] {
        let ids = messages(lang);
        for kind in FeatureKind::ALL {
            let mut wanted = vec!["feature", "locator", "tile-summary"];
            if kind.def().seen_mark {
                wanted.push("seen-mark");
            }
            for prefix in wanted {
                let id = format!("{prefix}-{}", kind.key());
                assert!(ids.contains_key(&id), "locales/{lang}: {id} is missing");
            }
        }
    }
}
