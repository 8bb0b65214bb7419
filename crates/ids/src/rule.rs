//! The id of every rule and ruling of `rulings/*.yaml`.
//! Written by `ARBITER_WRITE_IDS=1 cargo test --test suite ids` (tests/ids.rs). Do not edit.

/// `abbot.garden.complete`
pub const ABBOT_GARDEN_COMPLETE: &str = "abbot.garden.complete";
/// `abbot.garden.only-abbot`
pub const ABBOT_GARDEN_ONLY_ABBOT: &str = "abbot.garden.only-abbot";
/// `abbot.gardens`
pub const ABBOT_GARDENS: &str = "abbot.gardens";
/// `abbot.place`
pub const ABBOT_PLACE: &str = "abbot.place";
/// `abbot.recall`
pub const ABBOT_RECALL: &str = "abbot.recall";
/// `abbot.recall.ends-step`
pub const ABBOT_RECALL_ENDS_STEP: &str = "abbot.recall.ends-step";
/// `abbot.recall.score`
pub const ABBOT_RECALL_SCORE: &str = "abbot.recall.score";
/// `abbot.recall.unfinished`
pub const ABBOT_RECALL_UNFINISHED: &str = "abbot.recall.unfinished";
/// `abbot.score`
pub const ABBOT_SCORE: &str = "abbot.score";
/// `abbot.supply`
pub const ABBOT_SUPPLY: &str = "abbot.supply";
/// `am.abbey.closes`
pub const AM_ABBEY_CLOSES: &str = "am.abbey.closes";
/// `am.abbey.end`
pub const AM_ABBEY_END: &str = "am.abbey.end";
/// `am.abbey.place`
pub const AM_ABBEY_PLACE: &str = "am.abbey.place";
/// `am.barn.connected`
pub const AM_BARN_CONNECTED: &str = "am.barn.connected";
/// `am.barn.field`
pub const AM_BARN_FIELD: &str = "am.barn.field";
/// `am.barn.final`
pub const AM_BARN_FINAL: &str = "am.barn.final";
/// `am.barn.place`
pub const AM_BARN_PLACE: &str = "am.barn.place";
/// `am.barn.placed`
pub const AM_BARN_PLACED: &str = "am.barn.placed";
/// `am.mayor.place`
pub const AM_MAYOR_PLACE: &str = "am.mayor.place";
/// `am.mayor.strength`
pub const AM_MAYOR_STRENGTH: &str = "am.mayor.strength";
/// `am.supply`
pub const AM_SUPPLY: &str = "am.supply";
/// `am.wagon.move`
pub const AM_WAGON_MOVE: &str = "am.wagon.move";
/// `am.wagon.place`
pub const AM_WAGON_PLACE: &str = "am.wagon.place";
/// `base.city.complete`
pub const BASE_CITY_COMPLETE: &str = "base.city.complete";
/// `base.city.incomplete`
pub const BASE_CITY_INCOMPLETE: &str = "base.city.incomplete";
/// `base.city.two-tile`
pub const BASE_CITY_TWO_TILE: &str = "base.city.two-tile";
/// `base.count-tiles`
pub const BASE_COUNT_TILES: &str = "base.count-tiles";
/// `base.def.city`
pub const BASE_DEF_CITY: &str = "base.def.city";
/// `base.def.feature`
pub const BASE_DEF_FEATURE: &str = "base.def.feature";
/// `base.def.field`
pub const BASE_DEF_FIELD: &str = "base.def.field";
/// `base.def.monastery`
pub const BASE_DEF_MONASTERY: &str = "base.def.monastery";
/// `base.def.neighbours`
pub const BASE_DEF_NEIGHBOURS: &str = "base.def.neighbours";
/// `base.def.pennant`
pub const BASE_DEF_PENNANT: &str = "base.def.pennant";
/// `base.def.road`
pub const BASE_DEF_ROAD: &str = "base.def.road";
/// `base.def.roles`
pub const BASE_DEF_ROLES: &str = "base.def.roles";
/// `base.field.cities`
pub const BASE_FIELD_CITIES: &str = "base.field.cities";
/// `base.game.end`
pub const BASE_GAME_END: &str = "base.game.end";
/// `base.majority`
pub const BASE_MAJORITY: &str = "base.majority";
/// `base.monastery.complete`
pub const BASE_MONASTERY_COMPLETE: &str = "base.monastery.complete";
/// `base.monastery.incomplete`
pub const BASE_MONASTERY_INCOMPLETE: &str = "base.monastery.incomplete";
/// `base.move.new-tile-only`
pub const BASE_MOVE_NEW_TILE_ONLY: &str = "base.move.new-tile-only";
/// `base.move.no-moving`
pub const BASE_MOVE_NO_MOVING: &str = "base.move.no-moving";
/// `base.move.no-supply`
pub const BASE_MOVE_NO_SUPPLY: &str = "base.move.no-supply";
/// `base.move.occupied`
pub const BASE_MOVE_OCCUPIED: &str = "base.move.occupied";
/// `base.move.one-piece`
pub const BASE_MOVE_ONE_PIECE: &str = "base.move.one-piece";
/// `base.move.optional`
pub const BASE_MOVE_OPTIONAL: &str = "base.move.optional";
/// `base.piece.completed-occupied`
pub const BASE_PIECE_COMPLETED_OCCUPIED: &str = "base.piece.completed-occupied";
/// `base.piece.feature`
pub const BASE_PIECE_FEATURE: &str = "base.piece.feature";
/// `base.piece.follower-supply`
pub const BASE_PIECE_FOLLOWER_SUPPLY: &str = "base.piece.follower-supply";
/// `base.piece.shared-at-placement`
pub const BASE_PIECE_SHARED_AT_PLACEMENT: &str = "base.piece.shared-at-placement";
/// `base.pieces.off-features`
pub const BASE_PIECES_OFF_FEATURES: &str = "base.pieces.off-features";
/// `base.road.complete`
pub const BASE_ROAD_COMPLETE: &str = "base.road.complete";
/// `base.road.incomplete`
pub const BASE_ROAD_INCOMPLETE: &str = "base.road.incomplete";
/// `base.scoring.end`
pub const BASE_SCORING_END: &str = "base.scoring.end";
/// `base.scoring.immediate`
pub const BASE_SCORING_IMMEDIATE: &str = "base.scoring.immediate";
/// `base.scoring.no-owner`
pub const BASE_SCORING_NO_OWNER: &str = "base.scoring.no-owner";
/// `base.scoring.return`
pub const BASE_SCORING_RETURN: &str = "base.scoring.return";
/// `base.scoring.same-turn`
pub const BASE_SCORING_SAME_TURN: &str = "base.scoring.same-turn";
/// `base.tile.connected`
pub const BASE_TILE_CONNECTED: &str = "base.tile.connected";
/// `base.tile.edges-match`
pub const BASE_TILE_EDGES_MATCH: &str = "base.tile.edges-match";
/// `base.tile.expansion`
pub const BASE_TILE_EXPANSION: &str = "base.tile.expansion";
/// `base.tile.one-per-square`
pub const BASE_TILE_ONE_PER_SQUARE: &str = "base.tile.one-per-square";
/// `base.tile.rotation`
pub const BASE_TILE_ROTATION: &str = "base.tile.rotation";
/// `base.tile.start`
pub const BASE_TILE_START: &str = "base.tile.start";
/// `base.tile.supply`
pub const BASE_TILE_SUPPLY: &str = "base.tile.supply";
/// `base.tile.unplaceable`
pub const BASE_TILE_UNPLACEABLE: &str = "base.tile.unplaceable";
/// `base.turn.order`
pub const BASE_TURN_ORDER: &str = "base.turn.order";
/// `base.turn.steps`
pub const BASE_TURN_STEPS: &str = "base.turn.steps";
/// `bcb.bazaar.auction`
pub const BCB_BAZAAR_AUCTION: &str = "bcb.bazaar.auction";
/// `bcb.bridge.move`
pub const BCB_BRIDGE_MOVE: &str = "bcb.bridge.move";
/// `bcb.bridge.place`
pub const BCB_BRIDGE_PLACE: &str = "bcb.bridge.place";
/// `bcb.castle.build`
pub const BCB_CASTLE_BUILD: &str = "bcb.castle.build";
/// `bcb.castle.fields`
pub const BCB_CASTLE_FIELDS: &str = "bcb.castle.fields";
/// `bcb.castle.final`
pub const BCB_CASTLE_FINAL: &str = "bcb.castle.final";
/// `bcb.castle.score`
pub const BCB_CASTLE_SCORE: &str = "bcb.castle.score";
/// `bcb.supply`
pub const BCB_SUPPLY: &str = "bcb.supply";
/// `bt.acrobat.final`
pub const BT_ACROBAT_FINAL: &str = "bt.acrobat.final";
/// `bt.acrobat.place`
pub const BT_ACROBAT_PLACE: &str = "bt.acrobat.place";
/// `bt.acrobat.pyramid`
pub const BT_ACROBAT_PYRAMID: &str = "bt.acrobat.pyramid";
/// `bt.bigtop.move`
pub const BT_BIGTOP_MOVE: &str = "bt.bigtop.move";
/// `bt.circus.final`
pub const BT_CIRCUS_FINAL: &str = "bt.circus.final";
/// `bt.circus.score`
pub const BT_CIRCUS_SCORE: &str = "bt.circus.score";
/// `bt.ringmaster.bonus`
pub const BT_RINGMASTER_BONUS: &str = "bt.ringmaster.bonus";
/// `bt.ringmaster.place`
pub const BT_RINGMASTER_PLACE: &str = "bt.ringmaster.place";
/// `bt.spaces`
pub const BT_SPACES: &str = "bt.spaces";
/// `faq.001`
pub const FAQ_001: &str = "faq.001";
/// `faq.002`
pub const FAQ_002: &str = "faq.002";
/// `faq.003`
pub const FAQ_003: &str = "faq.003";
/// `faq.004`
pub const FAQ_004: &str = "faq.004";
/// `faq.005`
pub const FAQ_005: &str = "faq.005";
/// `faq.006`
pub const FAQ_006: &str = "faq.006";
/// `faq.007`
pub const FAQ_007: &str = "faq.007";
/// `faq.008`
pub const FAQ_008: &str = "faq.008";
/// `faq.009`
pub const FAQ_009: &str = "faq.009";
/// `faq.010`
pub const FAQ_010: &str = "faq.010";
/// `faq.011`
pub const FAQ_011: &str = "faq.011";
/// `faq.012`
pub const FAQ_012: &str = "faq.012";
/// `faq.013`
pub const FAQ_013: &str = "faq.013";
/// `faq.014`
pub const FAQ_014: &str = "faq.014";
/// `faq.015`
pub const FAQ_015: &str = "faq.015";
/// `faq.016`
pub const FAQ_016: &str = "faq.016";
/// `faq.017`
pub const FAQ_017: &str = "faq.017";
/// `faq.018`
pub const FAQ_018: &str = "faq.018";
/// `faq.019`
pub const FAQ_019: &str = "faq.019";
/// `faq.020`
pub const FAQ_020: &str = "faq.020";
/// `faq.021`
pub const FAQ_021: &str = "faq.021";
/// `faq.022`
pub const FAQ_022: &str = "faq.022";
/// `faq.023`
pub const FAQ_023: &str = "faq.023";
/// `faq.024`
pub const FAQ_024: &str = "faq.024";
/// `faq.025`
pub const FAQ_025: &str = "faq.025";
/// `faq.026`
pub const FAQ_026: &str = "faq.026";
/// `faq.027`
pub const FAQ_027: &str = "faq.027";
/// `faq.028`
pub const FAQ_028: &str = "faq.028";
/// `faq.029`
pub const FAQ_029: &str = "faq.029";
/// `faq.030`
pub const FAQ_030: &str = "faq.030";
/// `faq.031`
pub const FAQ_031: &str = "faq.031";
/// `faq.032`
pub const FAQ_032: &str = "faq.032";
/// `faq.033`
pub const FAQ_033: &str = "faq.033";
/// `faq.034`
pub const FAQ_034: &str = "faq.034";
/// `faq.035`
pub const FAQ_035: &str = "faq.035";
/// `faq.036`
pub const FAQ_036: &str = "faq.036";
/// `faq.037`
pub const FAQ_037: &str = "faq.037";
/// `faq.038`
pub const FAQ_038: &str = "faq.038";
/// `faq.039`
pub const FAQ_039: &str = "faq.039";
/// `faq.040`
pub const FAQ_040: &str = "faq.040";
/// `faq.041`
pub const FAQ_041: &str = "faq.041";
/// `faq.042`
pub const FAQ_042: &str = "faq.042";
/// `faq.043`
pub const FAQ_043: &str = "faq.043";
/// `faq.044`
pub const FAQ_044: &str = "faq.044";
/// `faq.045`
pub const FAQ_045: &str = "faq.045";
/// `faq.046`
pub const FAQ_046: &str = "faq.046";
/// `faq.047`
pub const FAQ_047: &str = "faq.047";
/// `faq.048`
pub const FAQ_048: &str = "faq.048";
/// `faq.049`
pub const FAQ_049: &str = "faq.049";
/// `faq.050`
pub const FAQ_050: &str = "faq.050";
/// `faq.051`
pub const FAQ_051: &str = "faq.051";
/// `faq.052`
pub const FAQ_052: &str = "faq.052";
/// `faq.053`
pub const FAQ_053: &str = "faq.053";
/// `faq.054`
pub const FAQ_054: &str = "faq.054";
/// `faq.055`
pub const FAQ_055: &str = "faq.055";
/// `faq.056`
pub const FAQ_056: &str = "faq.056";
/// `faq.057`
pub const FAQ_057: &str = "faq.057";
/// `faq.058`
pub const FAQ_058: &str = "faq.058";
/// `faq.059`
pub const FAQ_059: &str = "faq.059";
/// `faq.060`
pub const FAQ_060: &str = "faq.060";
/// `faq.061`
pub const FAQ_061: &str = "faq.061";
/// `faq.062`
pub const FAQ_062: &str = "faq.062";
/// `faq.063`
pub const FAQ_063: &str = "faq.063";
/// `faq.064`
pub const FAQ_064: &str = "faq.064";
/// `faq.065`
pub const FAQ_065: &str = "faq.065";
/// `faq.066`
pub const FAQ_066: &str = "faq.066";
/// `faq.067`
pub const FAQ_067: &str = "faq.067";
/// `faq.068`
pub const FAQ_068: &str = "faq.068";
/// `faq.069`
pub const FAQ_069: &str = "faq.069";
/// `faq.070`
pub const FAQ_070: &str = "faq.070";
/// `faq.071`
pub const FAQ_071: &str = "faq.071";
/// `faq.072`
pub const FAQ_072: &str = "faq.072";
/// `faq.073`
pub const FAQ_073: &str = "faq.073";
/// `faq.074`
pub const FAQ_074: &str = "faq.074";
/// `faq.075`
pub const FAQ_075: &str = "faq.075";
/// `faq.076`
pub const FAQ_076: &str = "faq.076";
/// `faq.077`
pub const FAQ_077: &str = "faq.077";
/// `faq.078`
pub const FAQ_078: &str = "faq.078";
/// `faq.079`
pub const FAQ_079: &str = "faq.079";
/// `faq.080`
pub const FAQ_080: &str = "faq.080";
/// `faq.081`
pub const FAQ_081: &str = "faq.081";
/// `faq.082`
pub const FAQ_082: &str = "faq.082";
/// `faq.083`
pub const FAQ_083: &str = "faq.083";
/// `faq.084`
pub const FAQ_084: &str = "faq.084";
/// `faq.085`
pub const FAQ_085: &str = "faq.085";
/// `faq.086`
pub const FAQ_086: &str = "faq.086";
/// `faq.087`
pub const FAQ_087: &str = "faq.087";
/// `faq.088`
pub const FAQ_088: &str = "faq.088";
/// `faq.089`
pub const FAQ_089: &str = "faq.089";
/// `faq.090`
pub const FAQ_090: &str = "faq.090";
/// `faq.091`
pub const FAQ_091: &str = "faq.091";
/// `faq.092`
pub const FAQ_092: &str = "faq.092";
/// `faq.093`
pub const FAQ_093: &str = "faq.093";
/// `faq.094`
pub const FAQ_094: &str = "faq.094";
/// `faq.095`
pub const FAQ_095: &str = "faq.095";
/// `faq.096`
pub const FAQ_096: &str = "faq.096";
/// `faq.097`
pub const FAQ_097: &str = "faq.097";
/// `faq.098`
pub const FAQ_098: &str = "faq.098";
/// `faq.099`
pub const FAQ_099: &str = "faq.099";
/// `faq.100`
pub const FAQ_100: &str = "faq.100";
/// `faq.101`
pub const FAQ_101: &str = "faq.101";
/// `faq.102`
pub const FAQ_102: &str = "faq.102";
/// `faq.103`
pub const FAQ_103: &str = "faq.103";
/// `faq.104`
pub const FAQ_104: &str = "faq.104";
/// `faq.105`
pub const FAQ_105: &str = "faq.105";
/// `faq.106`
pub const FAQ_106: &str = "faq.106";
/// `faq.107`
pub const FAQ_107: &str = "faq.107";
/// `faq.108`
pub const FAQ_108: &str = "faq.108";
/// `faq.109`
pub const FAQ_109: &str = "faq.109";
/// `faq.110`
pub const FAQ_110: &str = "faq.110";
/// `faq.111`
pub const FAQ_111: &str = "faq.111";
/// `faq.112`
pub const FAQ_112: &str = "faq.112";
/// `faq.113`
pub const FAQ_113: &str = "faq.113";
/// `faq.114`
pub const FAQ_114: &str = "faq.114";
/// `faq.115`
pub const FAQ_115: &str = "faq.115";
/// `faq.116`
pub const FAQ_116: &str = "faq.116";
/// `faq.117`
pub const FAQ_117: &str = "faq.117";
/// `faq.118`
pub const FAQ_118: &str = "faq.118";
/// `faq.119`
pub const FAQ_119: &str = "faq.119";
/// `faq.120`
pub const FAQ_120: &str = "faq.120";
/// `faq.121`
pub const FAQ_121: &str = "faq.121";
/// `faq.122`
pub const FAQ_122: &str = "faq.122";
/// `faq.123`
pub const FAQ_123: &str = "faq.123";
/// `faq.124`
pub const FAQ_124: &str = "faq.124";
/// `faq.125`
pub const FAQ_125: &str = "faq.125";
/// `faq.126`
pub const FAQ_126: &str = "faq.126";
/// `faq.127`
pub const FAQ_127: &str = "faq.127";
/// `faq.128`
pub const FAQ_128: &str = "faq.128";
/// `faq.129`
pub const FAQ_129: &str = "faq.129";
/// `faq.130`
pub const FAQ_130: &str = "faq.130";
/// `faq.131`
pub const FAQ_131: &str = "faq.131";
/// `faq.132`
pub const FAQ_132: &str = "faq.132";
/// `faq.133`
pub const FAQ_133: &str = "faq.133";
/// `faq.134`
pub const FAQ_134: &str = "faq.134";
/// `faq.135`
pub const FAQ_135: &str = "faq.135";
/// `faq.136`
pub const FAQ_136: &str = "faq.136";
/// `faq.137`
pub const FAQ_137: &str = "faq.137";
/// `faq.138`
pub const FAQ_138: &str = "faq.138";
/// `faq.139`
pub const FAQ_139: &str = "faq.139";
/// `faq.140`
pub const FAQ_140: &str = "faq.140";
/// `faq.141`
pub const FAQ_141: &str = "faq.141";
/// `faq.142`
pub const FAQ_142: &str = "faq.142";
/// `faq.143`
pub const FAQ_143: &str = "faq.143";
/// `faq.144`
pub const FAQ_144: &str = "faq.144";
/// `faq.145`
pub const FAQ_145: &str = "faq.145";
/// `faq.146`
pub const FAQ_146: &str = "faq.146";
/// `faq.147`
pub const FAQ_147: &str = "faq.147";
/// `faq.148`
pub const FAQ_148: &str = "faq.148";
/// `faq.149`
pub const FAQ_149: &str = "faq.149";
/// `faq.150`
pub const FAQ_150: &str = "faq.150";
/// `faq.151`
pub const FAQ_151: &str = "faq.151";
/// `faq.152`
pub const FAQ_152: &str = "faq.152";
/// `faq.153`
pub const FAQ_153: &str = "faq.153";
/// `faq.154`
pub const FAQ_154: &str = "faq.154";
/// `faq.155`
pub const FAQ_155: &str = "faq.155";
/// `faq.156`
pub const FAQ_156: &str = "faq.156";
/// `faq.157`
pub const FAQ_157: &str = "faq.157";
/// `faq.158`
pub const FAQ_158: &str = "faq.158";
/// `faq.159`
pub const FAQ_159: &str = "faq.159";
/// `faq.160`
pub const FAQ_160: &str = "faq.160";
/// `faq.161`
pub const FAQ_161: &str = "faq.161";
/// `faq.162`
pub const FAQ_162: &str = "faq.162";
/// `faq.163`
pub const FAQ_163: &str = "faq.163";
/// `faq.164`
pub const FAQ_164: &str = "faq.164";
/// `faq.165`
pub const FAQ_165: &str = "faq.165";
/// `faq.166`
pub const FAQ_166: &str = "faq.166";
/// `faq.167`
pub const FAQ_167: &str = "faq.167";
/// `faq.168`
pub const FAQ_168: &str = "faq.168";
/// `faq.169`
pub const FAQ_169: &str = "faq.169";
/// `faq.170`
pub const FAQ_170: &str = "faq.170";
/// `faq.171`
pub const FAQ_171: &str = "faq.171";
/// `faq.172`
pub const FAQ_172: &str = "faq.172";
/// `faq.173`
pub const FAQ_173: &str = "faq.173";
/// `faq.174`
pub const FAQ_174: &str = "faq.174";
/// `faq.175`
pub const FAQ_175: &str = "faq.175";
/// `faq.176`
pub const FAQ_176: &str = "faq.176";
/// `faq.177`
pub const FAQ_177: &str = "faq.177";
/// `faq.178`
pub const FAQ_178: &str = "faq.178";
/// `faq.179`
pub const FAQ_179: &str = "faq.179";
/// `faq.180`
pub const FAQ_180: &str = "faq.180";
/// `faq.181`
pub const FAQ_181: &str = "faq.181";
/// `faq.182`
pub const FAQ_182: &str = "faq.182";
/// `faq.183`
pub const FAQ_183: &str = "faq.183";
/// `faq.184`
pub const FAQ_184: &str = "faq.184";
/// `faq.185`
pub const FAQ_185: &str = "faq.185";
/// `faq.186`
pub const FAQ_186: &str = "faq.186";
/// `faq.187`
pub const FAQ_187: &str = "faq.187";
/// `faq.188`
pub const FAQ_188: &str = "faq.188";
/// `faq.189`
pub const FAQ_189: &str = "faq.189";
/// `faq.190`
pub const FAQ_190: &str = "faq.190";
/// `faq.191`
pub const FAQ_191: &str = "faq.191";
/// `faq.192`
pub const FAQ_192: &str = "faq.192";
/// `hs.city.shared-edge`
pub const HS_CITY_SHARED_EDGE: &str = "hs.city.shared-edge";
/// `hs.flock.closed`
pub const HS_FLOCK_CLOSED: &str = "hs.flock.closed";
/// `hs.flock.end`
pub const HS_FLOCK_END: &str = "hs.flock.end";
/// `hs.flock.grow`
pub const HS_FLOCK_GROW: &str = "hs.flock.grow";
/// `hs.flock.score`
pub const HS_FLOCK_SCORE: &str = "hs.flock.score";
/// `hs.hill.hidden`
pub const HS_HILL_HIDDEN: &str = "hs.hill.hidden";
/// `hs.hill.tie`
pub const HS_HILL_TIE: &str = "hs.hill.tie";
/// `hs.shepherd.place`
pub const HS_SHEPHERD_PLACE: &str = "hs.shepherd.place";
/// `hs.shepherd.supply`
pub const HS_SHEPHERD_SUPPLY: &str = "hs.shepherd.supply";
/// `hs.vineyard`
pub const HS_VINEYARD: &str = "hs.vineyard";
/// `hs.wolf`
pub const HS_WOLF: &str = "hs.wolf";
/// `ic.big-follower`
pub const IC_BIG_FOLLOWER: &str = "ic.big-follower";
/// `ic.big-follower.place`
pub const IC_BIG_FOLLOWER_PLACE: &str = "ic.big-follower.place";
/// `ic.big-follower.supply`
pub const IC_BIG_FOLLOWER_SUPPLY: &str = "ic.big-follower.supply";
/// `ic.cathedral`
pub const IC_CATHEDRAL: &str = "ic.cathedral";
/// `ic.cathedral.incomplete`
pub const IC_CATHEDRAL_INCOMPLETE: &str = "ic.cathedral.incomplete";
/// `ic.contents`
pub const IC_CONTENTS: &str = "ic.contents";
/// `ic.inn`
pub const IC_INN: &str = "ic.inn";
/// `ic.inn.incomplete`
pub const IC_INN_INCOMPLETE: &str = "ic.inn.incomplete";
/// `ic.no-stack`
pub const IC_NO_STACK: &str = "ic.no-stack";
/// `kf.autumn.score-only`
pub const KF_AUTUMN_SCORE_ONLY: &str = "kf.autumn.score-only";
/// `kf.bid.first`
pub const KF_BID_FIRST: &str = "kf.bid.first";
/// `kf.bid.from-screen`
pub const KF_BID_FROM_SCREEN: &str = "kf.bid.from-screen";
/// `kf.bid.more-workers`
pub const KF_BID_MORE_WORKERS: &str = "kf.bid.more-workers";
/// `kf.bid.no-boats`
pub const KF_BID_NO_BOATS: &str = "kf.bid.no-boats";
/// `kf.bid.no-return`
pub const KF_BID_NO_RETURN: &str = "kf.bid.no-return";
/// `kf.bid.offer-only`
pub const KF_BID_OFFER_ONLY: &str = "kf.bid.offer-only";
/// `kf.bid.one-group`
pub const KF_BID_ONE_GROUP: &str = "kf.bid.one-group";
/// `kf.bid.outbid-together`
pub const KF_BID_OUTBID_TOGETHER: &str = "kf.bid.outbid-together";
/// `kf.bid.raise-own`
pub const KF_BID_RAISE_OWN: &str = "kf.bid.raise-own";
/// `kf.bid.same-colour`
pub const KF_BID_SAME_COLOUR: &str = "kf.bid.same-colour";
/// `kf.bid.turn-order`
pub const KF_BID_TURN_ORDER: &str = "kf.bid.turn-order";
/// `kf.bid.winning-stay`
pub const KF_BID_WINNING_STAY: &str = "kf.bid.winning-stay";
/// `kf.boat.flipper`
pub const KF_BOAT_FLIPPER: &str = "kf.boat.flipper";
/// `kf.boat.ianvincible`
pub const KF_BOAT_IANVINCIBLE: &str = "kf.boat.ianvincible";
/// `kf.boat.keyflower`
pub const KF_BOAT_KEYFLOWER: &str = "kf.boat.keyflower";
/// `kf.boat.sea-bastion`
pub const KF_BOAT_SEA_BASTION: &str = "kf.boat.sea-bastion";
/// `kf.boat.sea-breese`
pub const KF_BOAT_SEA_BREESE: &str = "kf.boat.sea-breese";
/// `kf.boat.white-wind`
pub const KF_BOAT_WHITE_WIND: &str = "kf.boat.white-wind";
/// `kf.end.boat-contents`
pub const KF_END_BOAT_CONTENTS: &str = "kf.end.boat-contents";
/// `kf.end.collect-won`
pub const KF_END_COLLECT_WON: &str = "kf.end.collect-won";
/// `kf.end.each-item-once`
pub const KF_END_EACH_ITEM_ONCE: &str = "kf.end.each-item-once";
/// `kf.end.game-over`
pub const KF_END_GAME_OVER: &str = "kf.end.game-over";
/// `kf.end.gold`
pub const KF_END_GOLD: &str = "kf.end.gold";
/// `kf.end.home-workers`
pub const KF_END_HOME_WORKERS: &str = "kf.end.home-workers";
/// `kf.end.repeat`
pub const KF_END_REPEAT: &str = "kf.end.repeat";
/// `kf.end.start-marker`
pub const KF_END_START_MARKER: &str = "kf.end.start-marker";
/// `kf.end.unbid-tiles`
pub const KF_END_UNBID_TILES: &str = "kf.end.unbid-tiles";
/// `kf.end.unsuccessful-bids`
pub const KF_END_UNSUCCESSFUL_BIDS: &str = "kf.end.unsuccessful-bids";
/// `kf.end.winner`
pub const KF_END_WINNER: &str = "kf.end.winner";
/// `kf.end.yard-exclusive`
pub const KF_END_YARD_EXCLUSIVE: &str = "kf.end.yard-exclusive";
/// `kf.end.yard-gold`
pub const KF_END_YARD_GOLD: &str = "kf.end.yard-gold";
/// `kf.option.barn-type`
pub const KF_OPTION_BARN_TYPE: &str = "kf.option.barn-type";
/// `kf.option.boat-3b`
pub const KF_OPTION_BOAT_3B: &str = "kf.option.boat-3b";
/// `kf.option.boat-4a-tiles`
pub const KF_OPTION_BOAT_4A_TILES: &str = "kf.option.boat-4a-tiles";
/// `kf.option.flipper`
pub const KF_OPTION_FLIPPER: &str = "kf.option.flipper";
/// `kf.option.keyflower-boat`
pub const KF_OPTION_KEYFLOWER_BOAT: &str = "kf.option.keyflower-boat";
/// `kf.option.marker-as`
pub const KF_OPTION_MARKER_AS: &str = "kf.option.marker-as";
/// `kf.option.marker-user`
pub const KF_OPTION_MARKER_USER: &str = "kf.option.marker-user";
/// `kf.option.mercer-gold`
pub const KF_OPTION_MERCER_GOLD: &str = "kf.option.mercer-gold";
/// `kf.option.no-start-tile`
pub const KF_OPTION_NO_START_TILE: &str = "kf.option.no-start-tile";
/// `kf.option.road-hub`
pub const KF_OPTION_ROAD_HUB: &str = "kf.option.road-hub";
/// `kf.option.sea-bastion`
pub const KF_OPTION_SEA_BASTION: &str = "kf.option.sea-bastion";
/// `kf.option.sea-breese`
pub const KF_OPTION_SEA_BREESE: &str = "kf.option.sea-breese";
/// `kf.option.ties`
pub const KF_OPTION_TIES: &str = "kf.option.ties";
/// `kf.option.turn-order-connected`
pub const KF_OPTION_TURN_ORDER_CONNECTED: &str = "kf.option.turn-order-connected";
/// `kf.option.unverified`
pub const KF_OPTION_UNVERIFIED: &str = "kf.option.unverified";
/// `kf.option.watermill-gold`
pub const KF_OPTION_WATERMILL_GOLD: &str = "kf.option.watermill-gold";
/// `kf.option.yard-release`
pub const KF_OPTION_YARD_RELEASE: &str = "kf.option.yard-release";
/// `kf.score.printed-vp`
pub const KF_SCORE_PRINTED_VP: &str = "kf.score.printed-vp";
/// `kf.score.storage`
pub const KF_SCORE_STORAGE: &str = "kf.score.storage";
/// `kf.season.boats`
pub const KF_SEASON_BOATS: &str = "kf.season.boats";
/// `kf.season.offer`
pub const KF_SEASON_OFFER: &str = "kf.season.offer";
/// `kf.season.start-player`
pub const KF_SEASON_START_PLAYER: &str = "kf.season.start-player";
/// `kf.season.turns`
pub const KF_SEASON_TURNS: &str = "kf.season.turns";
/// `kf.season.unbid-to-box`
pub const KF_SEASON_UNBID_TO_BOX: &str = "kf.season.unbid-to-box";
/// `kf.season.winter-choice`
pub const KF_SEASON_WINTER_CHOICE: &str = "kf.season.winter-choice";
/// `kf.setup.bag`
pub const KF_SETUP_BAG: &str = "kf.setup.bag";
/// `kf.setup.boats`
pub const KF_SETUP_BOATS: &str = "kf.setup.boats";
/// `kf.setup.components`
pub const KF_SETUP_COMPONENTS: &str = "kf.setup.components";
/// `kf.setup.home`
pub const KF_SETUP_HOME: &str = "kf.setup.home";
/// `kf.setup.players`
pub const KF_SETUP_PLAYERS: &str = "kf.setup.players";
/// `kf.setup.season-tiles`
pub const KF_SETUP_SEASON_TILES: &str = "kf.setup.season-tiles";
/// `kf.setup.start-player`
pub const KF_SETUP_START_PLAYER: &str = "kf.setup.start-player";
/// `kf.setup.supply`
pub const KF_SETUP_SUPPLY: &str = "kf.setup.supply";
/// `kf.setup.turn-order`
pub const KF_SETUP_TURN_ORDER: &str = "kf.setup.turn-order";
/// `kf.setup.unique-tiles`
pub const KF_SETUP_UNIQUE_TILES: &str = "kf.setup.unique-tiles";
/// `kf.setup.workers`
pub const KF_SETUP_WORKERS: &str = "kf.setup.workers";
/// `kf.summer-boat.1a`
pub const KF_SUMMER_BOAT_1A: &str = "kf.summer-boat.1a";
/// `kf.summer-boat.1b`
pub const KF_SUMMER_BOAT_1B: &str = "kf.summer-boat.1b";
/// `kf.summer-boat.2a`
pub const KF_SUMMER_BOAT_2A: &str = "kf.summer-boat.2a";
/// `kf.summer-boat.2b`
pub const KF_SUMMER_BOAT_2B: &str = "kf.summer-boat.2b";
/// `kf.summer-boat.3a`
pub const KF_SUMMER_BOAT_3A: &str = "kf.summer-boat.3a";
/// `kf.summer-boat.3b`
pub const KF_SUMMER_BOAT_3B: &str = "kf.summer-boat.3b";
/// `kf.summer-boat.4a`
pub const KF_SUMMER_BOAT_4A: &str = "kf.summer-boat.4a";
/// `kf.summer-boat.4b`
pub const KF_SUMMER_BOAT_4B: &str = "kf.summer-boat.4b";
/// `kf.summer-boat.no-workers`
pub const KF_SUMMER_BOAT_NO_WORKERS: &str = "kf.summer-boat.no-workers";
/// `kf.transport.available`
pub const KF_TRANSPORT_AVAILABLE: &str = "kf.transport.available";
/// `kf.transport.capacity`
pub const KF_TRANSPORT_CAPACITY: &str = "kf.transport.capacity";
/// `kf.transport.own-village`
pub const KF_TRANSPORT_OWN_VILLAGE: &str = "kf.transport.own-village";
/// `kf.transport.roads`
pub const KF_TRANSPORT_ROADS: &str = "kf.transport.roads";
/// `kf.transport.tile`
pub const KF_TRANSPORT_TILE: &str = "kf.transport.tile";
/// `kf.turn-order.score`
pub const KF_TURN_ORDER_SCORE: &str = "kf.turn-order.score";
/// `kf.upgrade.count`
pub const KF_UPGRADE_COUNT: &str = "kf.upgrade.count";
/// `kf.upgrade.once`
pub const KF_UPGRADE_ONCE: &str = "kf.upgrade.once";
/// `kf.upgrade.own-village`
pub const KF_UPGRADE_OWN_VILLAGE: &str = "kf.upgrade.own-village";
/// `kf.upgrade.resources-on-tile`
pub const KF_UPGRADE_RESOURCES_ON_TILE: &str = "kf.upgrade.resources-on-tile";
/// `kf.upgrade.skills`
pub const KF_UPGRADE_SKILLS: &str = "kf.upgrade.skills";
/// `kf.upgrade.which-tiles`
pub const KF_UPGRADE_WHICH_TILES: &str = "kf.upgrade.which-tiles";
/// `kf.use.bag-feel`
pub const KF_USE_BAG_FEEL: &str = "kf.use.bag-feel";
/// `kf.use.benefit`
pub const KF_USE_BENEFIT: &str = "kf.use.benefit";
/// `kf.use.first`
pub const KF_USE_FIRST: &str = "kf.use.first";
/// `kf.use.first-three`
pub const KF_USE_FIRST_THREE: &str = "kf.use.first-three";
/// `kf.use.more-workers`
pub const KF_USE_MORE_WORKERS: &str = "kf.use.more-workers";
/// `kf.use.outlay`
pub const KF_USE_OUTLAY: &str = "kf.use.outlay";
/// `kf.use.same-colour`
pub const KF_USE_SAME_COLOUR: &str = "kf.use.same-colour";
/// `kf.use.six-max`
pub const KF_USE_SIX_MAX: &str = "kf.use.six-max";
/// `kf.use.village-tiles`
pub const KF_USE_VILLAGE_TILES: &str = "kf.use.village-tiles";
/// `kf.use.winter-offer`
pub const KF_USE_WINTER_OFFER: &str = "kf.use.winter-offer";
/// `kf.village.boats-water`
pub const KF_VILLAGE_BOATS_WATER: &str = "kf.village.boats-water";
/// `kf.village.connected`
pub const KF_VILLAGE_CONNECTED: &str = "kf.village.connected";
/// `kf.village.expand`
pub const KF_VILLAGE_EXPAND: &str = "kf.village.expand";
/// `kf.village.one-per-hex`
pub const KF_VILLAGE_ONE_PER_HEX: &str = "kf.village.one-per-hex";
/// `kf.village.road-count`
pub const KF_VILLAGE_ROAD_COUNT: &str = "kf.village.road-count";
/// `kf.village.sea-breese-advice`
pub const KF_VILLAGE_SEA_BREESE_ADVICE: &str = "kf.village.sea-breese-advice";
/// `kf.village.season`
pub const KF_VILLAGE_SEASON: &str = "kf.village.season";
/// `kf.village.sides-match`
pub const KF_VILLAGE_SIDES_MATCH: &str = "kf.village.sides-match";
/// `kf.village.turn-order-winter`
pub const KF_VILLAGE_TURN_ORDER_WINTER: &str = "kf.village.turn-order-winter";
/// `kf.village.won-tiles`
pub const KF_VILLAGE_WON_TILES: &str = "kf.village.won-tiles";
/// `kf.winter.apothecary`
pub const KF_WINTER_APOTHECARY: &str = "kf.winter.apothecary";
/// `kf.winter.craftsmans-guild`
pub const KF_WINTER_CRAFTSMANS_GUILD: &str = "kf.winter.craftsmans-guild";
/// `kf.winter.jeweller`
pub const KF_WINTER_JEWELLER: &str = "kf.winter.jeweller";
/// `kf.winter.key-guild`
pub const KF_WINTER_KEY_GUILD: &str = "kf.winter.key-guild";
/// `kf.winter.key-market`
pub const KF_WINTER_KEY_MARKET: &str = "kf.winter.key-market";
/// `kf.winter.keythedral`
pub const KF_WINTER_KEYTHEDRAL: &str = "kf.winter.keythedral";
/// `kf.winter.mercers-guild`
pub const KF_WINTER_MERCERS_GUILD: &str = "kf.winter.mercers-guild";
/// `kf.winter.one-boat`
pub const KF_WINTER_ONE_BOAT: &str = "kf.winter.one-boat";
/// `kf.winter.scholar`
pub const KF_WINTER_SCHOLAR: &str = "kf.winter.scholar";
/// `kf.winter.score-only`
pub const KF_WINTER_SCORE_ONLY: &str = "kf.winter.score-only";
/// `kf.winter.scribes`
pub const KF_WINTER_SCRIBES: &str = "kf.winter.scribes";
/// `kf.winter.village-hall`
pub const KF_WINTER_VILLAGE_HALL: &str = "kf.winter.village-hall";
/// `kf.winter.watermill`
pub const KF_WINTER_WATERMILL: &str = "kf.winter.watermill";
/// `kf.winter.windmill`
pub const KF_WINTER_WINDMILL: &str = "kf.winter.windmill";
/// `kr.final`
pub const KR_FINAL: &str = "kr.final";
/// `kr.king`
pub const KR_KING: &str = "kr.king";
/// `kr.robber`
pub const KR_ROBBER: &str = "kr.robber";
/// `kr.scoring`
pub const KR_SCORING: &str = "kr.scoring";
/// `pd.dragon.draw`
pub const PD_DRAGON_DRAW: &str = "pd.dragon.draw";
/// `pd.dragon.eat`
pub const PD_DRAGON_EAT: &str = "pd.dragon.eat";
/// `pd.dragon.move`
pub const PD_DRAGON_MOVE: &str = "pd.dragon.move";
/// `pd.dragon.special`
pub const PD_DRAGON_SPECIAL: &str = "pd.dragon.special";
/// `pd.dragon.tile`
pub const PD_DRAGON_TILE: &str = "pd.dragon.tile";
/// `pd.dragon.volcano`
pub const PD_DRAGON_VOLCANO: &str = "pd.dragon.volcano";
/// `pd.fairy.alone`
pub const PD_FAIRY_ALONE: &str = "pd.fairy.alone";
/// `pd.fairy.move`
pub const PD_FAIRY_MOVE: &str = "pd.fairy.move";
/// `pd.fairy.on-tile`
pub const PD_FAIRY_ON_TILE: &str = "pd.fairy.on-tile";
/// `pd.fairy.score`
pub const PD_FAIRY_SCORE: &str = "pd.fairy.score";
/// `pd.fairy.turn`
pub const PD_FAIRY_TURN: &str = "pd.fairy.turn";
/// `pd.portal.place`
pub const PD_PORTAL_PLACE: &str = "pd.portal.place";
/// `pd.princess.return`
pub const PD_PRINCESS_RETURN: &str = "pd.princess.return";
/// `river.always-fits`
pub const RIVER_ALWAYS_FITS: &str = "river.always-fits";
/// `river.edges-match`
pub const RIVER_EDGES_MATCH: &str = "river.edges-match";
/// `river.flow-room`
pub const RIVER_FLOW_ROOM: &str = "river.flow-room";
/// `river.follower-on-river-tile`
pub const RIVER_FOLLOWER_ON_RIVER_TILE: &str = "river.follower-on-river-tile";
/// `river.hand-refill`
pub const RIVER_HAND_REFILL: &str = "river.hand-refill";
/// `river.hand-size`
pub const RIVER_HAND_SIZE: &str = "river.hand-size";
/// `river.lake-ends`
pub const RIVER_LAKE_ENDS: &str = "river.lake-ends";
/// `river.lake-last`
pub const RIVER_LAKE_LAST: &str = "river.lake-last";
/// `river.no-follower`
pub const RIVER_NO_FOLLOWER: &str = "river.no-follower";
/// `river.no-points`
pub const RIVER_NO_POINTS: &str = "river.no-points";
/// `river.no-turn-back`
pub const RIVER_NO_TURN_BACK: &str = "river.no-turn-back";
/// `river.river-first`
pub const RIVER_RIVER_FIRST: &str = "river.river-first";
/// `river.splits-fields`
pub const RIVER_SPLITS_FIELDS: &str = "river.splits-fields";
/// `river.spring-start`
pub const RIVER_SPRING_START: &str = "river.spring-start";
/// `river.tiles`
pub const RIVER_TILES: &str = "river.tiles";
/// `seizer.expansions.any-mix`
pub const SEIZER_EXPANSIONS_ANY_MIX: &str = "seizer.expansions.any-mix";
/// `seizer.expansions.free`
pub const SEIZER_EXPANSIONS_FREE: &str = "seizer.expansions.free";
/// `seizer.expansions.ranked-base-only`
pub const SEIZER_EXPANSIONS_RANKED_BASE_ONLY: &str = "seizer.expansions.ranked-base-only";
/// `seizer.expansions.settings`
pub const SEIZER_EXPANSIONS_SETTINGS: &str = "seizer.expansions.settings";
/// `seizer.names`
pub const SEIZER_NAMES: &str = "seizer.names";
/// `seizer.names.abbot`
pub const SEIZER_NAMES_ABBOT: &str = "seizer.names.abbot";
/// `seizer.names.inns-and-cathedrals`
pub const SEIZER_NAMES_INNS_AND_CATHEDRALS: &str = "seizer.names.inns-and-cathedrals";
/// `seizer.names.river`
pub const SEIZER_NAMES_RIVER: &str = "seizer.names.river";
/// `seizer.names.traders-and-builders`
pub const SEIZER_NAMES_TRADERS_AND_BUILDERS: &str = "seizer.names.traders-and-builders";
/// `tb.builder.extra-turn`
pub const TB_BUILDER_EXTRA_TURN: &str = "tb.builder.extra-turn";
/// `tb.builder.no-chain`
pub const TB_BUILDER_NO_CHAIN: &str = "tb.builder.no-chain";
/// `tb.builder.open-feature`
pub const TB_BUILDER_OPEN_FEATURE: &str = "tb.builder.open-feature";
/// `tb.builder.place`
pub const TB_BUILDER_PLACE: &str = "tb.builder.place";
/// `tb.builder.return`
pub const TB_BUILDER_RETURN: &str = "tb.builder.return";
/// `tb.builder.supply`
pub const TB_BUILDER_SUPPLY: &str = "tb.builder.supply";
/// `tb.contents`
pub const TB_CONTENTS: &str = "tb.contents";
/// `tb.goods.majority`
pub const TB_GOODS_MAJORITY: &str = "tb.goods.majority";
/// `tb.goods.take`
pub const TB_GOODS_TAKE: &str = "tb.goods.take";
/// `tb.goods.tie`
pub const TB_GOODS_TIE: &str = "tb.goods.tie";
/// `tb.goods.tiles`
pub const TB_GOODS_TILES: &str = "tb.goods.tiles";
/// `tb.not-followers`
pub const TB_NOT_FOLLOWERS: &str = "tb.not-followers";
/// `tb.pig.bonus`
pub const TB_PIG_BONUS: &str = "tb.pig.bonus";
/// `tb.pig.no-stack`
pub const TB_PIG_NO_STACK: &str = "tb.pig.no-stack";
/// `tb.pig.place`
pub const TB_PIG_PLACE: &str = "tb.pig.place";
/// `tb.pig.stays`
pub const TB_PIG_STAYS: &str = "tb.pig.stays";
/// `tb.pig.supply`
pub const TB_PIG_SUPPLY: &str = "tb.pig.supply";
/// `tower.capture`
pub const TOWER_CAPTURE: &str = "tower.capture";
/// `tower.exchange`
pub const TOWER_EXCHANGE: &str = "tower.exchange";
/// `tower.floors`
pub const TOWER_FLOORS: &str = "tower.floors";
/// `tower.no-score`
pub const TOWER_NO_SCORE: &str = "tower.no-score";
/// `tower.raise`
pub const TOWER_RAISE: &str = "tower.raise";
/// `tower.ransom`
pub const TOWER_RANSOM: &str = "tower.ransom";
/// `tower.top`
pub const TOWER_TOP: &str = "tower.top";
/// `variant.farmers-first-edition`
pub const VARIANT_FARMERS_FIRST_EDITION: &str = "variant.farmers-first-edition";
/// `variant.farmers-none`
pub const VARIANT_FARMERS_NONE: &str = "variant.farmers-none";
/// `variant.farmers-not-placed`
pub const VARIANT_FARMERS_NOT_PLACED: &str = "variant.farmers-not-placed";
/// `variant.two-tile-city`
pub const VARIANT_TWO_TILE_CITY: &str = "variant.two-tile-city";
