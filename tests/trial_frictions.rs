//! What a new user's trial found unclear, as that user meets it: the start-player line after
//! winter, source documents named in words, the Keyflower rule options line and the fan
//! sources of unverified numbers.

use arbiter_i18n::Localizer;
use arbiter_rulings::lang::Lang;
use arbiter_rulings::Database;

use crate::common::{run, TempDir};

/// After winter there is no next season: the marker's line says so instead of naming the
/// start player of a season that never comes.
#[test]
fn no_next_season_after_winter() {
    for (lang, next, last, winter_end) in [
        (
            "en",
            "is the start player of the next season",
            "Bob takes the purple marker; winter was the last season",
            "the end of winter.",
        ),
        (
            "nl",
            "is de startspeler van het volgende seizoen",
            "Bob neemt de paarse startspelermarker; de winter was het laatste seizoen",
            "het eind van de winter.",
        ),
    ] {
        let (code, out, _) = run(&["--lang", lang, "replay", "examples/keyflower-game.yaml"]);
        assert_eq!(code, 0, "{out}");
        let winter = out.find(winter_end).expect(winter_end);
        assert!(!out[winter..].contains(next), "{lang}: {}", &out[winter..]);
        // Spring, summer and autumn each name the next start player.
        assert_eq!(out[..winter].matches(next).count(), 3, "{lang}: {out}");
        assert!(out[winter..].contains(last), "{lang}: {}", &out[winter..]);
    }
}

/// `rulings show` names each source document in the user's language, with the file name it
/// is cited by.
#[test]
fn rulings_show_names_the_source_document() {
    let (code, en, _) = run(&["rulings", "show", "ic.cathedral.incomplete"]);
    assert_eq!(code, 0, "{en}");
    assert!(
        en.contains("Source: Seizer expansion rules: River, Inns & Cathedrals, Traders & Builders, Abbot (000_7aadc0e50423c7da.txt)"),
        "{en}"
    );
    let (code, nl, _) = run(&["--lang", "nl", "rulings", "show", "kf.bid.no-boats"]);
    assert_eq!(code, 0, "{nl}");
    assert!(
        nl.contains("Bron: Spelregels van Keyflower (004_2f20a1dd7123d82e.txt)"),
        "{nl}"
    );
    // The JSON keeps the file name as the source.
    let (_, json) =
        crate::common::json(&["rulings", "show", "kf.bid.no-boats", "--format", "json"]);
    let entry = if json.is_array() { &json[0] } else { &json };
    assert_eq!(entry["source"], "004_2f20a1dd7123d82e.txt", "{json}");
}

/// Every source an entry cites has a name in both languages.
#[test]
fn every_source_has_a_name() {
    let sources: std::collections::BTreeSet<&str> = Database::embedded()
        .entries()
        .iter()
        .map(|e| e.source.as_str())
        .collect();
    assert!(sources.len() >= 5, "{sources:?}");
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        for s in &sources {
            let key = format!("source-doc-{}", s.replace('.', "-"));
            assert!(loc.has(&key), "{lang:?}: no name for source {s} ({key})");
        }
    }
}

/// The options line names only the options that differ from their defaults, with the
/// default, and counts the others.
#[test]
fn the_options_line_names_only_what_differs() {
    let (code, out, _) = run(&["score", "examples/keyflower-end-game.yaml"]);
    assert_eq!(code, 0, "{out}");
    let line = out
        .lines()
        .find(|l| l.starts_with("Rule options:"))
        .expect("an options line");
    let all = arbiter_engine::keyflower::options::OPTIONS.len();
    assert_eq!(
        line,
        format!(
            "Rule options: all {all} at their defaults (arbiter rulings show kf.option.NAME explains each)."
        )
    );
    let (code, out, _) = run(&["--lang", "nl", "replay", "examples/keyflower-game.yaml"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!(
            "Regelopties: unverified=accept (standaard: require); de andere {} op hun standaardwaarde",
            all - 1
        )),
        "{out}"
    );
}

/// A number only a fan source gives says what that source is.
#[test]
fn a_fan_source_is_said_in_words() {
    // Bob's use of the Keywood without `gets:`: the fan source's number is used and named (a
    // number `gets:` gives is the record's).
    let example = std::fs::read_to_string("examples/keyflower-game.yaml").unwrap();
    let without = example.replacen(
        "count: 1}, gets: {wood: 1}}   # 1 wood onto Bob's home",
        "count: 1}}",
        1,
    );
    assert_ne!(without, example);
    let dir = TempDir::new("fan-source");
    let file = dir.join("game.yaml");
    std::fs::write(&file, without).unwrap();
    let (code, out, _) = run(&["replay", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("Yields 1 wood (unverified: ALS, the tile data of alsrl8's fan-made Keyflower-Server), placed on"),
        "{out}"
    );
    let nl = Localizer::new(Lang::Nl);
    let m = arbiter_engine::verdict::Message::new("kf-gain-resource")
        .arg("count", 1_i64)
        .key_arg("resource", "kf-resource-wood")
        .key_arg("conf", "kf-conf-unverified")
        .arg("source", ": kasta.ua, BDA")
        .arg("place", "Home 2");
    let text = nl.message(&m);
    assert!(
        text.contains("kasta.ua, de producttekst van een winkel; BDA, de door fans gemaakte"),
        "{text}"
    );
}
