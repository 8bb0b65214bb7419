//! Traders & Builders: trade goods (scored in `scoring/goods.rs`), the builder and the pig.

pub mod goods;
pub mod turn;

pub mod citation;
use super::{
    Drawing, ExpansionDef, FeatureMarkDef, FieldBonus, Figure, Joins, Letter, MarkDrawing,
    OptionDef, PieceDef, PlayerStateDef, Shape,
};
use crate::carcassonne::board::Group;
use crate::carcassonne::catalogue::{FeatureKind, FeatureMark};
use crate::carcassonne::pieces::{PieceKind, PieceType};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// Traders & Builders.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "traders-and-builders",
    names: &[
        "Traders & Builders",
        "T&B",
        "Merchants & Makers",
        "Kooplieden & Bouwmeesters",
        "K&B",
    ],
    player_state: &[GOODS],
    options: &[PIGS],
    jcz_sets: &["traders-and-builders"],
    jcz_elements: &["builder", "traders"],
    jcz_required: &[("traders", None)],
    on_completed: Some(turn::take_goods),
    after_move: Some(turn::builder_extra_turn),
    conditions: citation::CONDITIONS,
    end_game: Some(goods::end_game),
    ..ExpansionDef::EMPTY
};

/// Wine, printed in some cities.
pub const WINE: FeatureMarkDef = FeatureMarkDef {
    key: "wine",
    written: "goods:wine",
    dutch: &["wijn"],
    word: msg::SEEN_MARK_WINE,
    note: Some(msg::GOODS_WINE),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Walled,
        svg: |x, y| good_svg("wine", "#7b1f5a", x, y),
        at: (18.0, 10.0),
        legend_at: (0.0, 0.0),
        letter: '%',
        centred: false,
    },
};

/// Grain, printed in some cities.
pub const GRAIN: FeatureMarkDef = FeatureMarkDef {
    key: "grain",
    written: "goods:grain",
    dutch: &["graan"],
    word: msg::SEEN_MARK_GRAIN,
    note: Some(msg::GOODS_GRAIN),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Walled,
        svg: |x, y| good_svg("grain", "#e6c229", x, y),
        at: (18.0, 10.0),
        legend_at: (0.0, 0.0),
        letter: '*',
        centred: false,
    },
};

/// Cloth, printed in some cities.
pub const CLOTH: FeatureMarkDef = FeatureMarkDef {
    key: "cloth",
    written: "goods:cloth",
    dutch: &["stof", "laken"],
    word: msg::SEEN_MARK_CLOTH,
    note: Some(msg::GOODS_CLOTH),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Walled,
        svg: |x, y| good_svg("cloth", "#5aa0d8", x, y),
        at: (18.0, 10.0),
        legend_at: (0.0, 0.0),
        letter: '=',
        centred: false,
    },
};

/// A good's disc centred on `(x, y)`.
fn good_svg(name: &str, colour: &str, x: f64, y: f64) -> String {
    format!(
        "<circle class=\"good {name}\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"6\" fill=\"{colour}\" stroke=\"#222\" stroke-width=\"1\"/>"
    )
}

#[allow(non_upper_case_globals)]
impl FeatureMark {
    /// Wine in a city.
    pub const Wine: FeatureMark = FeatureMark::registered("wine");
    /// Grain in a city.
    pub const Grain: FeatureMark = FeatureMark::registered("grain");
    /// Cloth in a city.
    pub const Cloth: FeatureMark = FeatureMark::registered("cloth");
}

/// The goods printed on a group's parts: wine, grain, cloth (the order of [`GOODS`]'s
/// counters).
pub fn goods_on(group: &Group) -> [u32; 3] {
    [FeatureMark::Wine, FeatureMark::Grain, FeatureMark::Cloth].map(|m| group.count(m))
}

/// The trade goods each player holds (in the catalogue's order of goods).
pub const GOODS: PlayerStateDef = PlayerStateDef {
    key: "goods",
    counters: &[
        ("wine", "Wine tokens."),
        ("grain", "Grain tokens."),
        ("cloth", "Cloth tokens."),
    ],
    gain_rule: rule::TB_GOODS_TAKE,
    doc: "Trade goods held, by colour or name.",
    each: "Goods held.",
    scored: None,
};

/// The `pigs` option: how many pigs each player owns (JCloisterZone can deal two).
pub const PIGS: OptionDef = OptionDef {
    key: "pigs",
    values: &["1", "2"],
    rule: rule::TB_PIG_SUPPLY,
    keeps_default: true,
    doc: "Pigs per player: 1 (default) or 2 (a JCloisterZone option).",
};

/// The builder: joins its owner's follower on a road or city.
pub const BUILDER: PieceDef = PieceDef {
    key: "builder",
    dutch: &["bouwmeester"],
    jcz: "builder",
    piece_type: PieceType::SpecialFigure,
    strength: 0,
    supply_rule: rule::TB_BUILDER_SUPPLY,
    expansion: Expansion::TradersAndBuilders,
    stands_on: &[FeatureKind::Road, FeatureKind::City],
    wrong_feature_rule: rule::TB_BUILDER_PLACE,
    move_rules: &[rule::TB_BUILDER_PLACE],
    majority_rule: Some(rule::TB_NOT_FOLLOWERS),
    position_rules: &[rule::TB_BUILDER_PLACE],
    joins: Some(Joins {
        rule: rule::TB_BUILDER_PLACE,
        message: msg::PROBLEM_BUILDER_WITHOUT_FOLLOWER,
        open_only: Some((
            rule::TB_BUILDER_OPEN_FEATURE,
            msg::PROBLEM_BUILDER_COMPLETED,
        )),
    }),
    completed_rule: rule::TB_BUILDER_RETURN,
    letter: Letter::Fixed('B'),
    figure: Figure {
        shapes: &[Shape::Rect(-6.0, -13.0, 12, 26, 4)],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

/// The pig: joins its owner's farmer on a field.
pub const PIG: PieceDef = PieceDef {
    key: "pig",
    dutch: &["varken"],
    jcz: "pig",
    piece_type: PieceType::SpecialFigure,
    strength: 0,
    supply_option: Some(PIGS.key),
    supply_rule: rule::TB_PIG_SUPPLY,
    expansion: Expansion::TradersAndBuilders,
    stands_on: &[FeatureKind::Field],
    wrong_feature_rule: rule::TB_PIG_PLACE,
    move_rules: &[rule::TB_PIG_PLACE],
    majority_rule: Some(rule::TB_NOT_FOLLOWERS),
    position_rules: &[rule::TB_PIG_PLACE],
    joins: Some(Joins {
        rule: rule::TB_PIG_PLACE,
        message: msg::PROBLEM_PIG_WITHOUT_FARMER,
        open_only: None,
    }),
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    field_bonus: Some(FieldBonus {
        per_city: 1,
        bonus_rule: rule::TB_PIG_BONUS,
        idle_rule: rule::TB_PIG_PLACE,
        stack_rule: rule::TB_PIG_NO_STACK,
    }),
    letter: Letter::Fixed('P'),
    figure: Figure {
        shapes: &[Shape::Ellipse(12, 8), Shape::Circle(12.0, -2.0, 3)],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Traders & Builders.
    pub const TradersAndBuilders: Expansion = Expansion::registered("traders-and-builders");
}

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The builder (Traders & Builders).
    pub const Builder: PieceKind = PieceKind::registered("builder");
    /// The pig (Traders & Builders).
    pub const Pig: PieceKind = PieceKind::registered("pig");
}
