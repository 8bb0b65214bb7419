//! Conditional backing: every ruling that backs a rule is cited with it only when its
//! condition holds. For every backing link, one verdict that cites the ruling and one that
//! cites the rule without it (or, where the rule only applies when the ruling does, a verdict
//! on the same kind of position that cites neither).

use std::collections::BTreeSet;

use arbiter_rulings::Database;
use assert_cmd::Command;
use serde_json::Value;

/// The `rules` of `arbiter --format json ARGS`.
fn rules(args: &[&str]) -> BTreeSet<String> {
    let out = Command::cargo_bin("arbiter")
        .unwrap()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["--lang", "en", "--color", "never", "--format", "json"])
        .args(args)
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{args:?}: {e}: {}", String::from_utf8_lossy(&out.stdout)));
    v["rules"]
        .as_array()
        .unwrap_or_else(|| panic!("{args:?}: no rules in {v}"))
        .iter()
        .map(|r| r.as_str().unwrap().to_string())
        .collect()
}

/// One backing link checked both ways.
struct Case {
    rule: &'static str,
    backer: &'static str,
    cited: &'static [&'static str],
    not_cited: &'static [&'static str],
    /// Whether the rule itself is cited in the `not_cited` verdict.
    rule_in_both: bool,
}

const CASES: &[Case] = &[
    Case {
        rule: "ic.inn",
        backer: "faq.008",
        // The loop enters the crossroads twice.
        cited: &[
            "move",
            "tests/positions/inns-01-inn-loop-crossroads.yaml",
            "--tile",
            "IC/Rr.i",
            "--at",
            "1,1",
            "--rot",
            "90",
            "--player",
            "blue",
        ],
        not_cited: &[
            "move",
            "tests/backing/inn-road-straight.yaml",
            "--tile",
            "IC/RFr.i",
            "--at",
            "1,0",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "ic.cathedral",
        backer: "faq.009",
        cited: &[
            "move",
            "tests/backing/cathedral-city-ring.yaml",
            "--tile",
            "IC/Cccc.c",
            "--at=-1,-1",
        ],
        not_cited: &[
            "move",
            "tests/positions/review-10-cathedral-city-goods.yaml",
            "--tile",
            "BA/C",
            "--at=-2,0",
            "--rot",
            "90",
            "--player",
            "blue",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "tb.builder.place",
        backer: "faq.010",
        cited: &[
            "move",
            "tests/backing/builder-big-follower.yaml",
            "--tile",
            "U",
            "--at",
            "1,0",
            "--piece",
            "builder@road:E",
        ],
        not_cited: &[
            "move",
            "tests/backing/builder-follower.yaml",
            "--tile",
            "U",
            "--at",
            "1,0",
            "--piece",
            "builder@road:E",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "tb.pig.place",
        backer: "faq.011",
        cited: &[
            "move",
            "tests/backing/pig-big-follower.yaml",
            "--tile",
            "U",
            "--at",
            "1,0",
            "--piece",
            "pig@field:SSE",
        ],
        not_cited: &[
            "move",
            "tests/backing/pig-follower.yaml",
            "--tile",
            "U",
            "--at",
            "1,0",
            "--piece",
            "pig@field:SSE",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "tb.goods.take",
        backer: "faq.012",
        cited: &[
            "move",
            "tests/positions/review-10-cathedral-city-goods.yaml",
            "--tile",
            "BA/C",
            "--at=-2,0",
            "--rot",
            "90",
            "--player",
            "blue",
        ],
        not_cited: &[
            "move",
            "tests/positions/traders-01-goods-completer.yaml",
            "--tile",
            "BA/C",
            "--at",
            "2,0",
            "--rot",
            "270",
            "--player",
            "blue",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "tb.builder.extra-turn",
        backer: "faq.034",
        cited: &[
            "move",
            "tests/positions/traders-08-builder-extra-turn.yaml",
            "--tile",
            "U",
            "--at",
            "2,0",
            "--player",
            "red",
        ],
        // The same extension, played as the extra turn itself: no further extra turn. The
        // verdict still cites what the extra turn is, but not the ruling on earning one.
        not_cited: &[
            "move",
            "tests/positions/traders-09-builder-no-chain.yaml",
            "--tile",
            "U",
            "--at",
            "2,0",
            "--player",
            "red",
            "--extra-turn",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "tb.goods.majority",
        backer: "tb.goods.tie",
        cited: &["score", "tests/positions/traders-02-goods-tie.yaml"],
        not_cited: &["score", "tests/backing/goods-no-tie.yaml"],
        rule_in_both: true,
    },
    Case {
        rule: "abbot.recall",
        backer: "abbot.recall.score",
        cited: &[
            "move",
            "tests/positions/abbot-02-recall.yaml",
            "--tile",
            "BA/RFr",
            "--at=-2,1",
            "--recall-abbot",
            "--player",
            "red",
        ],
        not_cited: &[
            "move",
            "tests/backing/no-abbot.yaml",
            "--tile",
            "U",
            "--at",
            "1,0",
            "--recall-abbot",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "pd.fairy.score",
        backer: "faq.061",
        // The crossing completes the road of red's thief beside the fairy: 3 points apart.
        cited: &[
            "move",
            "tests/backing/pd-fairy-road.yaml",
            "--tile",
            "BA/RRR",
            "--at=-1,0",
            "--rot",
            "0",
        ],
        not_cited: &[
            "move",
            "tests/backing/pd-road-no-fairy.yaml",
            "--tile",
            "BA/RRR",
            "--at=-1,0",
            "--rot",
            "0",
        ],
        rule_in_both: false,
    },
    Case {
        rule: "pd.dragon.eat",
        backer: "faq.014",
        cited: &[
            "move",
            "tests/backing/pd-dragon-big.yaml",
            "--tile",
            "DG/Rr.d",
            "--at",
            "1,1",
            "--rot",
            "90",
            "--step",
            "dragon=0,0",
        ],
        not_cited: &[
            "move",
            "tests/backing/pd-dragon-knight.yaml",
            "--tile",
            "DG/Rr.d",
            "--at",
            "1,1",
            "--rot",
            "90",
            "--step",
            "dragon=0,0",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "pd.dragon.eat",
        backer: "faq.035",
        // The dragon eats blue's knight; blue's builder in that city goes home with it.
        cited: &[
            "move",
            "tests/backing/pd-dragon-builder.yaml",
            "--tile",
            "DG/Rr.d",
            "--at",
            "1,1",
            "--rot",
            "90",
            "--step",
            "dragon=0,0",
            "--step",
            "dragon=0,-1",
        ],
        not_cited: &[
            "move",
            "tests/backing/pd-dragon-knight.yaml",
            "--tile",
            "DG/Rr.d",
            "--at",
            "1,1",
            "--rot",
            "90",
            "--step",
            "dragon=0,0",
        ],
        rule_in_both: true,
    },
    Case {
        rule: "pd.portal.place",
        backer: "faq.015",
        cited: &[
            "move",
            "tests/backing/pd-dragon-big.yaml",
            "--tile",
            "DG/RRR.g",
            "--at",
            "0,1",
            "--rot",
            "0",
            "--action",
            "portal=big-follower@0,0:field:WSW",
        ],
        not_cited: &[
            "move",
            "tests/backing/pd-dragon-big.yaml",
            "--tile",
            "DG/RRR.g",
            "--at",
            "0,1",
            "--rot",
            "0",
            "--action",
            "portal=follower@0,0:field:WSW",
        ],
        rule_in_both: true,
    },
];

#[test]
fn every_backing_link_has_a_case() {
    let links: BTreeSet<(String, String)> = Database::backing_links()
        .map(|l| (l.rule.to_string(), l.backer.to_string()))
        .collect();
    let cases: BTreeSet<(String, String)> = CASES
        .iter()
        .map(|c| (c.rule.to_string(), c.backer.to_string()))
        .collect();
    assert_eq!(links, cases);
}

#[test]
fn each_backing_ruling_is_cited_only_when_its_condition_holds() {
    for c in CASES {
        let yes = rules(c.cited);
        assert!(yes.contains(c.rule), "{}: {yes:?}", c.rule);
        assert!(yes.contains(c.backer), "{} not cited: {yes:?}", c.backer);
        let no = rules(c.not_cited);
        assert!(!no.contains(c.backer), "{} cited: {no:?}", c.backer);
        assert_eq!(
            no.contains(c.rule),
            c.rule_in_both,
            "{} in {:?}: {no:?}",
            c.rule,
            c.not_cited
        );
    }
}

#[test]
fn an_illegal_builder_without_big_followers_cites_no_big_follower_ruling() {
    let got = rules(&[
        "move",
        "tests/positions/traders-06-builder-no-follower.yaml",
        "--tile",
        "U",
        "--at",
        "1,0",
        "--piece",
        "builder@road:E",
    ]);
    assert!(!got.contains("faq.010"), "{got:?}");
    assert!(!got.contains("faq.011"), "{got:?}");
}

#[test]
fn every_legal_placement_cites_the_rule_that_allowed_it() {
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "tests/backing/builder-follower.yaml",
            &["--tile", "U", "--at", "1,0", "--piece", "follower@road:E"],
            "base.def.roles",
        ),
        (
            "tests/backing/builder-follower.yaml",
            &[
                "--tile",
                "U",
                "--at",
                "1,0",
                "--piece",
                "big-follower@field:NNE",
            ],
            "ic.big-follower.place",
        ),
        (
            "tests/backing/builder-follower.yaml",
            &["--tile", "U", "--at", "1,0", "--piece", "builder@road:E"],
            "tb.builder.place",
        ),
        (
            "tests/backing/pig-follower.yaml",
            &["--tile", "U", "--at", "1,0", "--piece", "pig@field:SSE"],
            "tb.pig.place",
        ),
        (
            "tests/backing/no-abbot.yaml",
            &["--tile", "B", "--at", "1,0", "--piece", "abbot@monastery"],
            "abbot.place",
        ),
        (
            "tests/positions/abbot-02-recall.yaml",
            &[
                "--tile",
                "BA/RFr",
                "--at=-2,1",
                "--recall-abbot",
                "--player",
                "red",
            ],
            "abbot.recall",
        ),
    ];
    for (file, args, rule) in cases {
        let mut all = vec!["move", file];
        all.extend_from_slice(args);
        let got = rules(&all);
        assert!(got.contains(*rule), "{all:?}: {got:?}");
    }
}

#[test]
fn a_legal_check_cites_the_rules_it_checked() {
    let got = rules(&["check", "tests/positions/traders-07-builder-legal.yaml"]);
    for rule in [
        "base.tile.edges-match",
        "tb.builder.place",
        "base.def.roles",
    ] {
        assert!(got.contains(rule), "{got:?}");
    }
}

#[test]
fn one_problem_is_reported_once() {
    let out = Command::cargo_bin("arbiter")
        .unwrap()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "--format",
            "json",
            "check",
            "tests/backing/two-farmers-one-field.yaml",
        ])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let problems: Vec<&str> = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["rule"].as_str().unwrap())
        .collect();
    assert_eq!(problems, ["base.piece.shared-at-placement"]);
}
