import type { HardwareFamily, HardwareRow } from "./demo-catalogue-hardware.ts";

/** Patch cords as sold: one part per length in feet; price grows with the length (whole cents). */
function cords(prefix: string, name: string, feet: readonly number[], base: number, perFoot: number) {
  return feet.map((ft): HardwareRow => {
    const c = base + perFoot * ft;
    return [
      `${prefix}${ft}BU`,
      `${name}, ${ft} ft, blue`,
      `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, "0")}`,
    ];
  });
}

/** Servers, power, racks and cabling around the network. List prices in USD, 2026. */
export const INFRASTRUCTURE_FAMILIES: readonly HardwareFamily[] = [
  {
    brand: "HPE",
    category: "servers",
    tag: "servers",
    discountBp: 2200,
    freightBp: 250,
    blurb: "Includes 3-year parts, 3-year labour, next-business-day warranty.",
    rows: [
      ["P55242-B21", "ProLiant DL20 Gen11 E-2434 4-core 16GB 2SFF server", "2599.00", "sup3"],
      ["P44718-B21", "ProLiant DL360 Gen11 4410Y 12-core 32GB 8SFF server", "7899.00", "sup3"],
      ["P52534-B21", "ProLiant DL380 Gen11 4410Y 12-core 32GB 8SFF server", "9499.00", "sup3"],
      ["P54644-B21", "ProLiant ML30 Gen11 E-2434 4-core 16GB tower server", "2199.00", "sup3"],
      ["P65093-B21", "ProLiant ML110 Gen11 3408U 8-core 16GB tower server", "2899.00", "sup3"],
      ["P43328-B21", "32GB dual rank DDR5-4800 registered memory kit", "899.00"],
      ["P40498-B21", "960GB SATA 6G read-intensive SFF SSD", "899.00"],
      ["P38995-B21", "800W flex slot titanium hot-plug power supply", "399.00"],
      ["R0Q74B", "MSA 2060 10GbE iSCSI SFF storage array", "10999.00", "reg"],
    ],
  },
  {
    brand: "Dell",
    category: "servers",
    tag: "servers",
    discountBp: 2000,
    freightBp: 250,
    blurb: "Includes 3-year ProSupport, next-business-day on-site.",
    rows: [
      ["210-BCQK", "PowerEdge T160 tower server, Xeon E-2414, 16GB, 2TB", "1899.00", "sup3"],
      ["210-BDBJ", "PowerEdge T360 tower server, Xeon E-2434, 16GB, 2x 2TB", "3299.00", "sup3"],
      ["210-BFUY", "PowerEdge R360 rack server, Xeon E-2414, 16GB, 2TB", "2499.00", "sup3"],
      ["210-BEJR", "PowerEdge R660xs rack server, Xeon Silver 4410Y, 32GB", "6899.00", "sup3"],
      ["210-BEQQ", "PowerEdge R760xs rack server, Xeon Silver 4410Y, 32GB", "8299.00", "sup3"],
      ["370-AGZQ", "32GB DDR5 RDIMM 4800MT/s memory upgrade", "799.00"],
      ["345-BEFW", "480GB SATA read-intensive 2.5in hot-plug SSD", "579.00"],
      ["210-AQXF", "PowerEdge T140 tower server, Xeon E-2224, 8GB, 1TB", "1499.00", "eos"],
    ],
  },
  {
    brand: "APC",
    category: "power",
    tag: "power",
    discountBp: 2500,
    freightBp: 500,
    blurb: "Schneider Electric UPS with a 3-year warranty including batteries.",
    rows: [
      ["BE600M1", "Back-UPS 600VA, 7 outlets, USB charging", "79.00"],
      ["BX1500M", "Back-UPS 1500VA, 10 outlets, AVR, LCD", "199.00"],
      ["BR1500MS2", "Back-UPS Pro 1500VA, sine wave, 10 outlets", "269.00"],
      ["SMC1500-2UC", "Smart-UPS C 1500VA rack-mount 2U with SmartConnect", "749.00"],
      ["SMT1500RM2UC", "Smart-UPS 1500VA rack-mount 2U with SmartConnect", "1299.00"],
      ["SMT2200RM2UC", "Smart-UPS 2200VA rack-mount 2U with SmartConnect", "1999.00"],
      ["SMT3000RM2UC", "Smart-UPS 3000VA rack-mount 2U with SmartConnect", "2599.00", "promo"],
      ["SRT2200RMXLA", "Smart-UPS SRT 2200VA online rack-mount", "3199.00"],
      ["APCRBC124", "Replacement battery cartridge #124", "299.00"],
      ["AP9641", "UPS Network Management Card 3 with environmental monitoring", "599.00"],
      ["SUA1500RM2U", "Smart-UPS 1500VA USB and serial rack-mount 2U", "1099.00", "eos"],
    ],
  },
  {
    brand: "APC",
    category: "power",
    tag: "racks",
    discountBp: 2500,
    freightBp: 800,
    blurb: "Schneider Electric NetShelter racks and rack power; ships assembled.",
    rows: [
      ["AR3100", "NetShelter SX 42U 600 mm x 1070 mm enclosure with sides", "2299.00"],
      ["AR3150", "NetShelter SX 42U 750 mm x 1070 mm enclosure with sides", "2699.00"],
      ["AR112SH4", "NetShelter WX 12U wall-mount enclosure, 4-post", "1099.00"],
      ["AR203A", "NetShelter 2-post open frame rack, 45U, 19 in", "549.00"],
      ["AP9562", "Basic rack PDU, 1U, 15A, 10x NEMA 5-15", "129.00"],
      ["AP7900B", "Switched rack PDU, 1U, 15A, 8x NEMA 5-15", "999.00"],
    ],
  },
  {
    brand: "Eaton",
    category: "power",
    tag: "power",
    discountBp: 2600,
    freightBp: 500,
    blurb: "Eaton UPS with Intelligent Power Manager software.",
    rows: [
      ["5SC1000", "5SC 1000VA 700W line-interactive tower UPS", "459.00"],
      ["5PX1500RT", "5PX G2 1500VA line-interactive rack/tower UPS", "1199.00"],
      ["9PX3K", "9PX 3000VA online double-conversion rack/tower UPS", "3499.00"],
    ],
  },
  {
    brand: "Panduit",
    category: "cabling",
    tag: "cabling",
    discountBp: 3350,
    freightBp: 300,
    blurb: "Panduit structured cabling, covered by the 25-year system warranty when certified.",
    rows: [
      ["PUR6004BU-UY", "TX6 PLUS Cat6 UTP riser cable, 1000 ft reel, blue", "389.00"],
      ["PUP6004BU-UY", "TX6 PLUS Cat6 UTP plenum cable, 1000 ft reel, blue", "599.00"],
      ["PUR6X04BU-UG", "TX6A 10Gig Cat6A UTP riser cable, 1000 ft reel, blue", "789.00"],
      ["CJ688TGBU", "Mini-Com TX6 PLUS Cat6 jack module, blue", "7.89"],
      ["CJ688TGWH", "Mini-Com TX6 PLUS Cat6 jack module, white", "7.89"],
      ["CJ6X88TGBU", "Mini-Com TX6A Cat6A jack module, blue", "13.49"],
      ["CFPE2IWY", "Mini-Com executive 2-port faceplate, white", "4.29"],
      ["CP24BLY", "Mini-Com 24-port flat patch panel, 1RU", "89.00"],
      ["CP48BLY", "Mini-Com 48-port flat patch panel, 2RU", "159.00"],
      ["DP24688TGY", "DP6 PLUS 24-port Cat6 punchdown patch panel, 1RU", "349.00"],
      ["DP486X88TGY", "DP6 10Gig 48-port Cat6A punchdown patch panel, 2RU", "999.00"],
      ["NCMHF1", "NetManager horizontal cable manager, 1RU", "99.00"],
      ["NCMHF2", "NetManager horizontal cable manager, 2RU", "149.00"],
      ...cords("UTP28SP", "TX6 PLUS Cat6 28 AWG patch cord", [3, 5, 7, 10], 695, 110),
      ...cords("UTP6A", "TX6A 10Gig Cat6A patch cord", [3, 7, 10], 1150, 160),
      ["FX2ERLNLNSNM002", "Opti-Core OM4 LC-LC duplex fibre patch cord, 2 m, aqua", "42.90"],
      ["PLT2S-C", "Pan-Ty nylon cable tie, 7.4 in, pack of 100", "12.99"],
      ["HLS-15R0", "Tak-Ty hook and loop cable tie roll, 15 ft, black", "24.99"],
    ],
  },
];
