import { pawbookBottomUp, pawbookTopDown } from "@/data/framework-examples";
import { formatMoney } from "@/lib/frameworks/market-sizing";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const cx = 180;
const bottom = 196;
/** Not to scale: at scale the SOM would be a dot. */
const rings = [
  { key: "tam", r: 92, fill: color.raised, text: color.foreground, label: ["TAM"], labelY: bottom - 2 * 92 + 28 },
  { key: "sam", r: 62, fill: color.accent, text: color.onAccent, label: ["SAM"], labelY: bottom - 2 * 62 + 28 },
  { key: "som", r: 32, fill: color.primary, text: color.onPrimary, label: ["SOM", "(5 yr)"], labelY: bottom - 32 - 4 },
] as const;

const layers = [
  { name: "TAM", topDown: pawbookTopDown.tam, bottomUp: pawbookBottomUp.tam },
  { name: "SAM", topDown: pawbookTopDown.sam, bottomUp: pawbookBottomUp.sam },
  { name: "SOM (5 yr)", topDown: pawbookTopDown.som, bottomUp: pawbookBottomUp.som },
];
const tableTop = bottom + 36;
const col = { layer: 16, topDown: 220, bottomUp: 344 };

/** PawBook's market as three nested rings, with the top-down and bottom-up values side by side so the gap shows. */
export function TamSamSomRings() {
  return (
    <DiagramSvg
      id="diagram-tam-sam-som"
      title="TAM, SAM and SOM as nested rings, top-down beside bottom-up"
      description={`Three nested circles, not to scale: the largest is TAM, inside it SAM, inside that SOM over five years. Beside each layer, PawBook's two estimates: TAM ${formatMoney(pawbookTopDown.tam)} top-down and ${formatMoney(pawbookBottomUp.tam)} bottom-up; SAM ${formatMoney(pawbookTopDown.sam)} and ${formatMoney(pawbookBottomUp.sam)}; SOM ${formatMoney(pawbookTopDown.som)} and ${formatMoney(pawbookBottomUp.som)}. The gap comes from message fees, big groups and bundled suites.`}
      width={W}
      height={tableTop + 4 * 30 + 44}
    >
      {rings.map((ring) => (
        <g key={ring.key}>
          <circle cx={cx} cy={bottom - ring.r} r={ring.r} fill={ring.fill} stroke={color.primary} strokeWidth={2} />
          <Lines x={cx} y={ring.labelY} lines={ring.label} anchor="middle" bold fill={ring.text} />
        </g>
      ))}
      <Lines x={col.topDown} y={tableTop} lines={["Top-down"]} anchor="end" bold />
      <Lines x={col.bottomUp} y={tableTop} lines={["Bottom-up"]} anchor="end" bold />
      <path d={`M${col.layer} ${tableTop + 10}H${col.bottomUp}`} stroke={color.muted} strokeWidth={1.5} />
      {layers.map((layer, index) => {
        const y = tableTop + 32 + index * 30;
        return (
          <g key={layer.name}>
            <Lines x={col.layer} y={y} lines={[layer.name]} bold />
            <Lines x={col.topDown} y={y} lines={[formatMoney(layer.topDown)]} anchor="end" />
            <Lines x={col.bottomUp} y={y} lines={[formatMoney(layer.bottomUp)]} anchor="end" />
          </g>
        );
      })}
      <Lines x={col.layer} y={tableTop + 4 * 30 + 12} lines={["Gap: message fees, big groups, bundled suites"]} fill={color.muted} />
      <Lines x={col.layer} y={tableTop + 4 * 30 + 34} lines={["Not to scale"]} fill={color.muted} />
    </DiagramSvg>
  );
}
