//! The search's own checks.

use super::super::Database;
use super::*;
use arbiter_ids::rule;

fn first(db: &Database, q: &str) -> String {
    db.search(q)
        .first()
        .map(|h| h.entry.id.clone())
        .unwrap_or_default()
}

#[test]
fn plurals_and_inflections_of_both_languages_meet() {
    let db = Database::embedded();
    let ids = |q: &str| {
        db.search(q)
            .iter()
            .take(5)
            .map(|h| h.entry.id.clone())
            .collect::<Vec<_>>()
    };
    for (a, b) in [
        ("volgelingen", "volgeling"),
        ("bouwmeesters", "bouwmeester"),
        ("cities", "city"),
        ("followers", "follower"),
        ("kloosters", "klooster"),
    ] {
        assert_eq!(ids(a), ids(b), "{a} / {b}");
    }
}

#[test]
fn typos_are_corrected_and_compounds_split() {
    let db = Database::embedded();
    let u = db.understand("monestary sheperd keymarket");
    assert_eq!(
        u.words,
        vec![
            (
                "monestary".into(),
                Reading::Corrected(vec!["monastery".into()])
            ),
            (
                "sheperd".into(),
                Reading::Corrected(vec!["shepherd".into()])
            ),
            (
                "keymarket".into(),
                Reading::Corrected(vec!["key".into(), "market".into()])
            ),
        ]
    );
    assert_eq!(db.understand("xqzvw").words[0].1, Reading::Unknown);
}

#[test]
fn table_talk_and_filler() {
    let db = Database::embedded();
    let u = db.understand("can I move my thief to another road later");
    assert!(u.sayings.iter().any(|(s, _)| s == "thief"), "{u:?}");
    assert!(!u.concepts.iter().any(|c| c == "can" || c == "my"), "{u:?}");
    assert!(db.search("de het een").is_empty());
    assert!(db.search("").is_empty());
}

#[test]
fn contractions_are_spelled_out() {
    let db = Database::embedded();
    let u = db.understand("they weren't finished, isn't it, wouldn't he");
    assert!(u.words.iter().all(|(_, r)| *r == Reading::Known), "{u:?}");
    // Spelled out, then matched again: "were not finished".
    assert!(u.sayings.iter().any(|(s, _)| s == "not finished"), "{u:?}");
    assert_eq!(u.concepts, vec!["incomplete".to_string()], "{u:?}");
    assert_eq!(
        first(
            db,
            "once my meeple is on a road can I pick it up again and put it somewhere else"
        ),
        rule::BASE_MOVE_NO_MOVING
    );
}

#[test]
fn an_id_comes_first_and_accents_do_not_matter() {
    let db = Database::embedded();
    assert_eq!(first(db, rule::TB_BUILDER_PLACE), rule::TB_BUILDER_PLACE);
    assert_eq!(
        db.search("abt tuin")
            .iter()
            .map(|h| h.entry.id.clone())
            .collect::<Vec<_>>(),
        db.search("ÁBT TÚÏN")
            .iter()
            .map(|h| h.entry.id.clone())
            .collect::<Vec<_>>()
    );
}

#[test]
fn scores_are_ordered_and_bounded() {
    let db = Database::embedded();
    let hits = db.search("varken boer stad");
    assert!(hits.windows(2).all(|w| w[0].score >= w[1].score));
    assert!(hits.iter().all(|h| h.score > 0.0 && h.score <= 1.0));
    assert!(!hits[0].matched.is_empty());
}

#[test]
fn diminutives_and_flemish_small_forms_read_as_their_word() {
    let db = Database::embedded();
    let u = db.understand("mag ik mijn meeplekes op een wegske zetten");
    assert!(
        u.words
            .iter()
            .any(|(w, r)| w == "meeplekes" && *r == Reading::Diminutive("meeple".into())),
        "{u:?}"
    );
    assert!(
        u.words
            .iter()
            .any(|(w, r)| w == "wegske" && *r == Reading::Diminutive("weg".into())),
        "{u:?}"
    );
    // A diminutive the entries use is indexed with its word's stem: the same answers.
    let ids = |q: &str| {
        db.search(q)
            .iter()
            .take(5)
            .map(|h| h.entry.id.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(ids("hoekje"), ids("hoek"));
    assert_eq!(ids("kloostertje"), ids("klooster"));
}

#[test]
fn names_are_left_out_not_corrected() {
    let db = Database::embedded();
    let u = db.understand("Wout zegt dat Koen de stad van Dirk mag afmaken");
    for name in ["wout", "koen", "dirk"] {
        assert!(
            u.words
                .iter()
                .any(|(w, r)| w == name && *r == Reading::Name),
            "{name}: {u:?}"
        );
    }
    assert!(
        !u.concepts.iter().any(|c| c == "hout" || c == "komen"),
        "{u:?}"
    );
    // Written in capitals throughout, a typo is still a typo.
    let u = db.understand("MONESTARY");
    assert_eq!(
        u.words[0].1,
        Reading::Corrected(vec!["monastery".into()]),
        "{u:?}"
    );
}

#[test]
fn dutch_ways_of_saying_a_rule() {
    let db = Database::embedded();
    assert_eq!(
        first(
            db,
            "telt mijn grote meeple als twee gewone als we tellen wie de meeste boeren in de wei heeft"
        ),
        rule::IC_BIG_FOLLOWER
    );
    assert_eq!(
        first(
            db,
            "krijg ik nog een extra beurt als ik in mijn extra beurt van de bouwmeester weer aan die weg bouw"
        ),
        rule::TB_BUILDER_NO_CHAIN
    );
}

/// A current edition counts as its classic box where a question points (`same-box` in the
/// table talk), and the table talk refuses a key given to two boxes.
#[test]
fn a_current_edition_points_as_its_classic_box() {
    let db = Database::embedded();
    let v = db.index().view();
    assert_eq!(v.box_of("dragon-and-fairy"), "princess-and-dragon");
    assert_eq!(
        v.box_of("castles-and-bridges"),
        "bridges-castles-and-bazaars"
    );
    assert_eq!(v.box_of("circus-and-artists"), "under-the-big-top");
    // King & Robber has no current counterpart; a key of no box stands for itself.
    assert_eq!(
        v.box_of("tournaments-and-emblems"),
        "tournaments-and-emblems"
    );
    assert_eq!(v.box_of("princess-and-dragon"), "princess-and-dragon");
    let talk = TableTalk::parse("same-box = a b c\nsame-box = d e").unwrap();
    assert_eq!(
        talk.same_box,
        vec![
            ("b".to_string(), "a".to_string()),
            ("c".to_string(), "a".to_string()),
            ("e".to_string(), "d".to_string())
        ]
    );
    let twice = TableTalk::parse("same-box = a b\nsame-box = d b").unwrap_err();
    assert!(twice.contains(":2:") && twice.contains("`b`"), "{twice}");
    assert!(TableTalk::parse("same-box =").is_err());
    // Both editions' rulings answer a portal question: the classic one is not pushed down
    // by the current edition's many fairy and portal rulings.
    let top: Vec<String> = db
        .search("can I use the magic portal to put a knight in a city far away")
        .iter()
        .take(3)
        .map(|h| h.entry.id.clone())
        .collect();
    assert_eq!(top[0], rule::PD_PORTAL_PLACE, "{top:?}");
}

/// Each word, asked alone, is read as it is or left unknown: never corrected into another.
fn not_corrected(db: &Database, words: &[&str]) {
    for w in words {
        let u = db.understand(w);
        assert!(
            !matches!(u.words[0].1, Reading::Corrected(_)),
            "{w}: {:?}",
            u.words[0].1
        );
    }
}

/// A typo keeps its first letter (or swaps the first two): an ordinary word arbiter does not
/// know is not corrected into a rule word that differs only there.
#[test]
fn a_correction_keeps_the_first_letter() {
    let db = Database::embedded();
    not_corrected(db, &["vond", "night", "ding", "flauw"]);
    let u = db.understand("monestary tiel");
    assert_eq!(u.words[0].1, Reading::Corrected(vec!["monastery".into()]));
    assert!(correct::same_start("tiel", "tile"));
    assert!(correct::same_start("ocunt", "count"));
    assert!(!correct::same_start("vond", "rond"));
}

/// One letter for another is corrected only as a typo a player makes: near keys, two vowels,
/// letters that sound alike. An ordinary word one other letter from a rule word is left alone.
#[test]
fn a_correction_is_a_typo_a_player_makes() {
    not_corrected(Database::embedded(), &["snel", "week", "nice", "grab"]);
    assert!(correct::plausible_substitution("cirkus", "circus"));
    assert!(correct::plausible_substitution("monastary", "monastery"));
    assert!(correct::plausible_substitution("tikes", "tiles"));
    assert!(correct::plausible_substitution("feild", "field"));
    assert!(!correct::plausible_substitution("snel", "spel"));
}
