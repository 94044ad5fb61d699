import { fitCoverage, unanchoredItems, type ProfileItem, type ValueMapItem } from "@/lib/frameworks/value-proposition";

/**
 * Value Proposition Canvas explainer (static layout, drawn diagram). Original
 * writing. The worked example's fit check is computed from
 * lib/frameworks/value-proposition.ts.
 */

/** Interviews behind the example's customer profile. */
export const vpcInterviews = 14;

/** Site managers at small building contractors: what 14 interviews found, ranked by how many raised it. */
export const vpcProfile: (ProfileItem & { heardIn: number })[] = [
  { id: "job-report", kind: "job", text: "Send the client a daily record of work done", rank: 1, heardIn: 14 },
  { id: "job-claims", kind: "job", text: "Back up stage payment claims with evidence", rank: 2, heardIn: 10 },
  { id: "job-professional", kind: "job", text: "Come across as organised to clients (social)", rank: 3, heardIn: 7 },
  { id: "pain-evenings", kind: "pain", text: "Writing up the day takes 45 minutes every evening", rank: 1, heardIn: 11 },
  { id: "pain-disputes", kind: "pain", text: "Disputes over what was done, and when", rank: 2, heardIn: 9 },
  { id: "pain-photos", kind: "pain", text: "Site photos scattered across several phones", rank: 3, heardIn: 8 },
  { id: "pain-gloves", kind: "pain", text: "Typing on a phone in gloves", rank: 4, heardIn: 5 },
  { id: "gain-paid", kind: "gain", text: "Stage payments approved without back-and-forth", rank: 1, heardIn: 10 },
  { id: "gain-home", kind: "gain", text: "Home before 6 pm", rank: 2, heardIn: 6 },
  { id: "gain-referrals", kind: "gain", text: "Clients recommend them to friends", rank: 3, heardIn: 4 },
];

export const vpcValueMap: ValueMapItem[] = [
  { kind: "product", text: "Mobile app for site notes, photos and voice memos", addresses: [] },
  { kind: "product", text: "Daily report sent to the client automatically", addresses: ["job-report"] },
  { kind: "pain-reliever", text: "Voice notes turned into text, no typing needed", addresses: ["pain-evenings", "pain-gloves"] },
  { kind: "pain-reliever", text: "Photos filed by site and date the moment they are taken", addresses: ["pain-photos"] },
  { kind: "pain-reliever", text: "Time-stamped log the client can see and comment on", addresses: ["pain-disputes"] },
  { kind: "gain-creator", text: "One-tap evidence pack for each stage payment claim", addresses: ["gain-paid", "job-claims"] },
  { kind: "gain-creator", text: "Reports branded with the contractor's logo", addresses: ["job-professional"] },
  { kind: "gain-creator", text: "3D walkthrough of the site", addresses: [] },
];

const topPains = fitCoverage(vpcProfile, vpcValueMap, "pain", 3);
const topGains = fitCoverage(vpcProfile, vpcValueMap, "gain", 3);
const unanchored = unanchoredItems(vpcProfile, vpcValueMap);
const addressedBy = (id: string) =>
  vpcValueMap
    .filter((item) => item.addresses.includes(id))
    .map((item) => item.text)
    .join("; ") || "Nothing yet";
const kindLabel: Record<ProfileItem["kind"], string> = { job: "Job", pain: "Pain", gain: "Gain" };
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Every computed figure content/frameworks/value-proposition-canvas.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "vpcInterviews": vpcInterviews,
  "topPains.covered.length": topPains.covered.length,
  "topPains.considered.length": topPains.considered.length,
  "topGains.covered.length": topGains.covered.length,
  "topGains.considered.length": topGains.considered.length,
  "topGains.uncovered.map((item) => `\"${lowerFirst(item.text)}\"`).join(\" or \")": topGains.uncovered.map((item) => `"${lowerFirst(item.text)}"`).join(" or "),
  "unanchored.length": unanchored.length,
  "lowerFirst(unanchored.map((item) => item.text).join(\", \"))": lowerFirst(unanchored.map((item) => item.text).join(", ")),
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Customer profile for site managers, with the value map items that answer each entry": { rows: vpcProfile.map((item) => [item.text, `${kindLabel[item.kind]} ${item.rank}`, `${item.heardIn} of ${vpcInterviews}`, addressedBy(item.id)]) },
};
