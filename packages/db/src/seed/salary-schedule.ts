// The salary schedule for civilian government personnel: monthly salaries in pesos, salary grade
// 1–33 by step 1–8 (SG 33 has two steps). Executive Order No. 64 s. 2024 (Salary Standardization
// Law VI), Annex A, the national government schedule: four tranches, on 1 January 2024, 2025, 2026
// and 2027. seedReference adds each tranche of EO64_TRANCHES on a date that has no schedule yet;
// other schedules are entered by the HR office as new dated schedules (POST /api/salary-grades).
//
// Where the figures come from. No official text is reachable from here, so every cell was read in
// public repositories that carry the tables and compared cell by cell; a cell the sources disagree
// on takes the figure of the majority.
//
// Second tranche (NBC No. 597, Annex A): Doc3ric/Human-Resource-Management-Data-System (LBC 165
// Annex A-1, which for special cities and first-class provinces is the national table; its SG 31–33
// are marked as carried over), innonazarene/dbm-salary-parser (SG 1–30),
// mark-sarmiento-dev/sample-up-web, totbenz/personal-info-management-system, and four tables whose
// repositories the index does not name (a SQL dump, a PHP enum, a TSX page citing NBC No. 597, a
// React form). Every cell has at least five agreeing sources; where one source differs, the others
// agree with one another, and the majority figure is kept:
//   SG 4 steps 7–8: 17594/17724 (7 sources), not 17591/17718 (the React form);
//   the React form differs in 49 cells in all (SG 4, 5, 7, 8, 10–15, 18, 21, 22, 24, 27–29, 31, and
//   an SG 33 of eight steps around 315000);
//   the PHP enum: SG 6 step 7 19819, SG 18 step 6 54014, SG 20 steps 6–8 67489/68439/69403, SG 21
//   step 8 77229, SG 22 steps 6–8 83927/85138/86369, SG 23 steps 5–8 92494/93850/95228/96655;
//   the SQL dump: SG 7 step 3 20409, SG 12 step 7 34044, SG 21 step 1 70103, SG 22 step 8 86342;
//   the TSX page: an SG 12 row of 29165 … 31096 (another table's);
//   totbenz: SG 15 step 1 40808; sample-up-web: SG 21 step 7 76191.
//
// Third tranche (NBC No. 601, Annex A): Doc3ric/Human-Resource-Management-Data-System (transcribed
// from NBC No. 601), totbenz/personal-info-management-system (SG 1–32), YowRuss/Employeerecords
// (SG 1–4, 7–22), Domingoancog42/Capstone2, and three unnamed tables (a Mongoose seed, an LCMS
// constants module citing NBC No. 601, a Flask blueprint). Every cell has at least five agreeing
// sources. Disagreements resolved:
//   SG 4 step 1: 17506 (6), not 17536 (Capstone2); SG 29 step 3: 193480 (5), not 193496
//   (Capstone2); SG 30 step 8: 234240 (5), not 234123 (Capstone2);
//   SG 6 step 6: 20456, SG 10 step 5: 27786, SG 17 step 8: 53221, SG 18 step 6: 56657, SG 22
//   step 4: 85356, SG 27 step 6: 160235, SG 29 step 6: 202005 (5–6 sources each), not totbenz's
//   20457, 27788, 53218, 56667, 85366, 160236, 202006 (read off an image, by its own comments).
//
// Fourth tranche: see EO64_FOURTH_TRANCHE_UNVERIFIED below; it is not seeded.
// No disagreement is left unresolved in the first three tranches.

/** A salary schedule as published: monthly salaries in pesos, from the day it takes effect. */
export type SalaryTranche = {
  readonly effectiveDate: string;
  readonly tranche: string;
  /** Row n is salary grade n + 1; each row lists steps 1 to 8 (SG 33: steps 1 and 2). */
  readonly pesos: readonly (readonly number[])[];
};

export const EO64_FIRST_TRANCHE = {
  effectiveDate: '2024-01-01',
  tranche: 'EO 64 s. 2024, first tranche',
  /** Row n is salary grade n + 1; each row lists steps 1 to 8. */
  pesos: [
    [13530, 13633, 13748, 13862, 13979, 14095, 14213, 14331], // SG 1
    [14372, 14482, 14593, 14706, 14818, 14931, 15047, 15161], // SG 2
    [15265, 15384, 15501, 15621, 15741, 15861, 15984, 16105], // SG 3
    [16209, 16334, 16460, 16586, 16714, 16841, 16971, 17101], // SG 4
    [17205, 17338, 17471, 17605, 17739, 17877, 18014, 18151], // SG 5
    [18255, 18396, 18537, 18680, 18824, 18968, 19114, 19261], // SG 6
    [19365, 19514, 19663, 19815, 19966, 20120, 20274, 20430], // SG 7
    [20534, 20720, 20908, 21096, 21287, 21479, 21674, 21870], // SG 8
    [22219, 22404, 22591, 22780, 22971, 23162, 23356, 23551], // SG 9
    [24381, 24585, 24790, 24998, 25207, 25417, 25630, 25844], // SG 10
    [28512, 28796, 29085, 29377, 29673, 29974, 30278, 30587], // SG 11
    [30705, 30989, 31277, 31568, 31863, 32162, 32464, 32770], // SG 12
    [32870, 33183, 33499, 33829, 34144, 34472, 34804, 35141], // SG 13
    [35434, 35794, 36158, 36528, 36900, 37278, 37662, 38049], // SG 14
    [38413, 38810, 39212, 39619, 40030, 40446, 40868, 41296], // SG 15
    [41616, 42052, 42494, 42941, 43394, 43852, 44317, 44786], // SG 16
    [45138, 45619, 46105, 46597, 47095, 47599, 48109, 48626], // SG 17
    [49015, 49542, 50077, 50617, 51166, 51721, 52282, 52851], // SG 18
    [53873, 54649, 55437, 56237, 57051, 57878, 58719, 59573], // SG 19
    [60157, 61032, 61922, 62827, 63747, 64669, 65599, 66532], // SG 20
    [67005, 67992, 68996, 70016, 71054, 72107, 73143, 74231], // SG 21
    [74836, 75952, 77086, 78238, 79409, 80562, 81771, 82999], // SG 22
    [83659, 84918, 86199, 87507, 88936, 90387, 91862, 93299], // SG 23
    [94132, 95668, 97230, 98817, 100430, 102069, 103685, 105378], // SG 24
    [107208, 108958, 110736, 112543, 114381, 116359, 118145, 120073], // SG 25
    [121146, 123122, 125132, 127174, 129250, 131359, 133503, 135682], // SG 26
    [136893, 139128, 141399, 143638, 145983, 148171, 150498, 152954], // SG 27
    [154320, 156838, 159398, 161845, 164485, 167267, 169654, 172423], // SG 28
    [173962, 176802, 179688, 182621, 185602, 188434, 191340, 194463], // SG 29
    [196199, 199401, 202558, 205765, 209024, 212434, 215796, 219319], // SG 30
    [285813, 291395, 297086, 302741, 308504, 314468, 320516, 326681], // SG 31
    [339921, 346777, 353769, 360727, 368002, 375424, 382996, 390719], // SG 32
    [428994, 441863], // SG 33
  ],
} as const satisfies SalaryTranche;

export const EO64_SECOND_TRANCHE: SalaryTranche = {
  effectiveDate: '2025-01-01',
  tranche: 'EO 64 s. 2024, second tranche',
  pesos: [
    [14061, 14164, 14278, 14393, 14509, 14626, 14743, 14862], // SG 1
    [14925, 15035, 15146, 15258, 15371, 15484, 15599, 15714], // SG 2
    [15852, 15971, 16088, 16208, 16329, 16448, 16571, 16693], // SG 3
    [16833, 16958, 17084, 17209, 17337, 17464, 17594, 17724], // SG 4
    [17866, 18000, 18133, 18267, 18401, 18538, 18676, 18813], // SG 5
    [18957, 19098, 19239, 19383, 19526, 19670, 19816, 19963], // SG 6
    [20110, 20258, 20408, 20560, 20711, 20865, 21019, 21175], // SG 7
    [21448, 21642, 21839, 22035, 22234, 22435, 22638, 22843], // SG 8
    [23226, 23411, 23599, 23788, 23978, 24170, 24364, 24558], // SG 9
    [25586, 25790, 25996, 26203, 26412, 26623, 26835, 27050], // SG 10
    [30024, 30308, 30597, 30889, 31185, 31486, 31790, 32099], // SG 11
    [32245, 32529, 32817, 33108, 33403, 33702, 34004, 34310], // SG 12
    [34421, 34733, 35049, 35369, 35694, 36022, 36354, 36691], // SG 13
    [37024, 37384, 37749, 38118, 38491, 38869, 39252, 39640], // SG 14
    [40208, 40604, 41006, 41413, 41824, 42241, 42662, 43090], // SG 15
    [43560, 43996, 44438, 44885, 45338, 45796, 46261, 46730], // SG 16
    [47247, 47727, 48213, 48705, 49203, 49708, 50218, 50735], // SG 17
    [51304, 51832, 52367, 52907, 53456, 54010, 54572, 55140], // SG 18
    [56390, 57165, 57953, 58753, 59567, 60394, 61235, 62089], // SG 19
    [62967, 63842, 64732, 65637, 66557, 67479, 68409, 69342], // SG 20
    [70013, 71000, 72004, 73024, 74061, 75115, 76151, 77239], // SG 21
    [78162, 79277, 80411, 81564, 82735, 83887, 85096, 86324], // SG 22
    [87315, 88574, 89855, 91163, 92592, 94043, 95518, 96955], // SG 23
    [98185, 99721, 101283, 102871, 104483, 106123, 107739, 109431], // SG 24
    [111727, 113476, 115254, 117062, 118899, 120766, 122664, 124591], // SG 25
    [126252, 128228, 130238, 132280, 134356, 136465, 138608, 140788], // SG 26
    [142663, 144897, 147169, 149407, 151752, 153850, 156267, 158723], // SG 27
    [160469, 162988, 165548, 167994, 170634, 173320, 175803, 178572], // SG 28
    [180492, 183332, 186218, 189151, 192131, 194797, 197870, 200993], // SG 29
    [203200, 206401, 209558, 212766, 216022, 219434, 222797, 226319], // SG 30
    [293191, 298773, 304464, 310119, 315883, 321846, 327895, 334059], // SG 31
    [347888, 354743, 361736, 368694, 375969, 383391, 390963, 398686], // SG 32
    [438844, 451713], // SG 33
  ],
};

export const EO64_THIRD_TRANCHE: SalaryTranche = {
  effectiveDate: '2026-01-01',
  tranche: 'EO 64 s. 2024, third tranche',
  pesos: [
    [14634, 14730, 14849, 14968, 15089, 15211, 15333, 15456], // SG 1
    [15522, 15636, 15752, 15869, 15986, 16103, 16223, 16342], // SG 2
    [16486, 16610, 16732, 16856, 16982, 17106, 17234, 17360], // SG 3
    [17506, 17636, 17767, 17898, 18031, 18163, 18298, 18433], // SG 4
    [18581, 18720, 18858, 18998, 19137, 19280, 19423, 19565], // SG 5
    [19716, 19862, 20009, 20158, 20307, 20456, 20609, 20761], // SG 6
    [20914, 21069, 21224, 21382, 21539, 21699, 21859, 22022], // SG 7
    [22423, 22627, 22832, 23038, 23246, 23456, 23668, 23883], // SG 8
    [24329, 24523, 24720, 24917, 25117, 25318, 25521, 25725], // SG 9
    [26917, 27131, 27347, 27565, 27786, 28007, 28230, 28456], // SG 10
    [31705, 31820, 32109, 32401, 32697, 32998, 33302, 33611], // SG 11
    [33947, 34069, 34357, 34648, 34943, 35242, 35544, 35850], // SG 12
    [36125, 36283, 36599, 36919, 37244, 37572, 37904, 38241], // SG 13
    [38764, 39141, 39523, 39910, 40300, 40696, 41097, 41503], // SG 14
    [42178, 42594, 43015, 43442, 43874, 44310, 44753, 45202], // SG 15
    [45694, 46152, 46615, 47084, 47559, 48040, 48528, 49020], // SG 16
    [49562, 50066, 50576, 51092, 51614, 52144, 52678, 53221], // SG 17
    [53818, 54371, 54933, 55499, 56075, 56657, 57246, 57842], // SG 18
    [59153, 59966, 60793, 61632, 62486, 63353, 64236, 65132], // SG 19
    [66052, 66970, 67904, 68853, 69818, 70772, 71727, 72671], // SG 20
    [73303, 74337, 75388, 76456, 77542, 78645, 79692, 80831], // SG 21
    [81796, 82963, 84151, 85356, 86582, 87746, 89011, 90295], // SG 22
    [91306, 92622, 93962, 95330, 96823, 98341, 99883, 101318], // SG 23
    [102603, 104209, 105841, 107500, 109185, 110898, 112533, 114301], // SG 24
    [116643, 118469, 120326, 122212, 124131, 126079, 128061, 130073], // SG 25
    [131807, 133870, 135968, 138100, 140268, 142469, 144707, 146983], // SG 26
    [148940, 151273, 153644, 155906, 158353, 160235, 162752, 165310], // SG 27
    [167129, 169752, 172418, 174797, 177545, 180339, 182660, 185537], // SG 28
    [187531, 190482, 193480, 196528, 199624, 202005, 205191, 208430], // SG 29
    [210718, 214038, 217207, 220425, 223691, 227224, 230595, 234240], // SG 30
    [300961, 306691, 312532, 318182, 323938, 329989, 336092, 342310], // SG 31
    [356237, 363257, 370418, 377359, 384805, 392400, 400150, 408055], // SG 32
    [449157, 462329], // SG 33
  ],
};

/**
 * The fourth tranche (1 January 2027) as far as a public source carries it, NOT seeded: a single
 * source was found, totbenz/personal-info-management-system (SalarySteps2027Seeder, "extracted
 * from the Salary Increase Table 2027 - Fourth Tranche image"), and it stops at SG 32; no source for
 * SG 33 was found. The same repository's third-tranche table, read off the same kind of image,
 * differs from the official figures in 7 of 258 cells, so some of these cells are likely wrong too;
 * one stands out: SG 25 step 1 (121569) is 1,816 below step 2 where the third tranche has 1,826
 * and every other step gap follows the third tranche's within a peso or two. Every row increases
 * and every cell is above the third tranche's. A seeded schedule cannot be corrected or replaced
 * by the HR office (POST refuses a date that has a schedule), so these figures stay out of
 * EO64_TRANCHES until two sources agree on every cell, SG 33 included; until then the HR office
 * enters the fourth tranche from the DBM circular when it comes out.
 */
export const EO64_FOURTH_TRANCHE_UNVERIFIED: SalaryTranche = {
  effectiveDate: '2027-01-01',
  tranche: 'EO 64 s. 2024, fourth tranche',
  pesos: [
    [15208, 15304, 15423, 15542, 15663, 15784, 15906, 16030], // SG 1
    [16118, 16233, 16349, 16466, 16582, 16700, 16820, 16939], // SG 2
    [17120, 17244, 17366, 17490, 17616, 17740, 17868, 17994], // SG 3
    [18180, 18309, 18440, 18571, 18704, 18836, 18971, 19106], // SG 4
    [19296, 19434, 19573, 19712, 19852, 19994, 20137, 20280], // SG 5
    [20474, 20620, 20767, 20916, 21066, 21215, 21367, 21520], // SG 6
    [21872, 22034, 22196, 22362, 22526, 22693, 22860, 23030], // SG 7
    [23399, 23603, 23808, 24014, 24221, 24432, 24644, 24859], // SG 8
    [25433, 25627, 25823, 26021, 26220, 26421, 26624, 26828], // SG 9
    [28247, 28462, 28678, 28896, 29116, 29337, 29561, 29787], // SG 10
    [33387, 33501, 33790, 34082, 34378, 34679, 34983, 35292], // SG 11
    [35650, 35771, 36059, 36350, 36645, 36944, 37246, 37552], // SG 12
    [37828, 37987, 38303, 38623, 38948, 39276, 39608, 39945], // SG 13
    [40505, 40882, 41263, 41650, 42040, 42436, 42837, 43243], // SG 14
    [44148, 44564, 44985, 45412, 45844, 46281, 46723, 47172], // SG 15
    [47829, 48286, 48750, 49219, 49694, 50175, 50662, 51154], // SG 16
    [51877, 52381, 52891, 53407, 53929, 54459, 54993, 55536], // SG 17
    [56332, 56885, 57447, 58013, 58589, 59171, 59760, 60356], // SG 18
    [61916, 62729, 63556, 64395, 65249, 66116, 66999, 67895], // SG 19
    [69138, 70056, 70990, 71938, 72903, 73857, 74813, 75756], // SG 20
    [76594, 77628, 78679, 79747, 80833, 81936, 82982, 84121], // SG 21
    [85431, 86598, 87785, 88991, 90216, 91380, 92645, 93930], // SG 22
    [95296, 96612, 97952, 99320, 100814, 102331, 103873, 105308], // SG 23
    [107022, 108627, 110260, 111918, 113603, 115317, 116952, 118719], // SG 24
    [121569, 123385, 125242, 127128, 129047, 130996, 132977, 134989], // SG 25
    [137362, 139425, 141523, 143655, 145823, 148024, 150262, 152538], // SG 26
    [155217, 157550, 159921, 162184, 164630, 166512, 169030, 171587], // SG 27
    [173788, 176411, 179077, 181457, 184205, 186999, 189319, 192196], // SG 28
    [194570, 197521, 200519, 203567, 206663, 209044, 212230, 215469], // SG 29
    [218237, 221556, 224726, 227943, 231209, 234743, 238113, 241758], // SG 30
    [308730, 314460, 320302, 325952, 331707, 337758, 343862, 350080], // SG 31
    [364586, 371607, 378767, 385708, 393154, 400750, 408500, 416404], // SG 32
    // SG 33: no source found.
  ],
};

/** The tranches seedReference adds, oldest first: each lands once, on a date without a schedule. */
export const EO64_TRANCHES: readonly SalaryTranche[] = [EO64_FIRST_TRANCHE, EO64_SECOND_TRANCHE, EO64_THIRD_TRANCHE];
