import type { CategoryKey } from "./demo-catalogue-rows.ts";

/**
 * code, name, unit, resource hours (per unit; per unit and month when recurring), price (monthly when
 * recurring), then for one-time services the soft cost (travel, lift hire, materials) and for recurring ones
 * the monthly cost.
 */
export type ServiceRow = readonly [
  code: string,
  name: string,
  unit: string,
  hours: string,
  price: string,
  extra?: string,
];

export interface ServiceFamily {
  kind:
    | "installation-service"
    | "configuration-service"
    | "recurring-service"
    | "support-service"
    | "support-plan"
    | "it-solution"
    | "service";
  category: CategoryKey;
  psCode: string;
  tag: string;
  /** What the proposal's scope-of-services section says the work covers. */
  scope: string;
  /** Present for services billed by the period: the row price is then the recurring price. */
  billing?: "monthly";
  rows: readonly ServiceRow[];
}

export const SERVICE_FAMILIES: readonly ServiceFamily[] = [
  {
    kind: "installation-service",
    category: "installation",
    psCode: "PS-INSTALL",
    tag: "installation",
    scope: "mount, connect, label and test each unit, then remove packaging and leave the area clean.",
    rows: [
      ["SVC-INST-AP", "Access point installation, ceiling or wall", "each", "1.00", "150.00", "15.00"],
      [
        "SVC-INST-AP-OUT",
        "Outdoor or high-bay access point installation with lift",
        "each",
        "3.00",
        "450.00",
        "120.00",
      ],
      ["SVC-INST-SW", "Switch rack-and-stack and patching", "each", "1.50", "225.00"],
      ["SVC-INST-FW", "Firewall installation and internet cut-over", "each", "2.00", "300.00"],
      ["SVC-INST-CAM", "Camera installation, indoor", "each", "1.50", "195.00", "10.00"],
      [
        "SVC-INST-CAM-OUT",
        "Camera installation, outdoor with weatherproof box",
        "each",
        "2.50",
        "350.00",
        "35.00",
      ],
      ["SVC-INST-NVR", "Video recorder installation and drive setup", "each", "1.00", "150.00"],
      [
        "SVC-INST-DROP6",
        "Cat6 cable drop up to 150 ft, terminated and tested",
        "drop",
        "1.25",
        "185.00",
        "28.00",
      ],
      [
        "SVC-INST-DROP6A",
        "Cat6A cable drop up to 150 ft, terminated and certified",
        "drop",
        "1.50",
        "245.00",
        "45.00",
      ],
      ["SVC-INST-FIBRE", "Fibre backbone run, 12-strand OM4, terminated", "run", "6.00", "1450.00", "380.00"],
      ["SVC-INST-RACK", "Floor rack assembly and installation, 42U", "each", "4.00", "600.00", "50.00"],
      ["SVC-INST-WALLRACK", "Wall-mount rack installation, 12U", "each", "2.00", "300.00", "25.00"],
      ["SVC-INST-UPS", "UPS installation and shutdown integration", "each", "1.50", "225.00"],
      ["SVC-INST-SRV", "Server rack-and-stack and cabling", "each", "2.00", "300.00"],
      ["SVC-INST-CERT", "Cable certification test and report", "drop", "0.15", "18.00"],
    ],
  },
  {
    kind: "configuration-service",
    category: "configuration",
    psCode: "PS-CONFIG",
    tag: "configuration",
    scope: "configure to the agreed design, back up the configuration and hand over the credentials.",
    rows: [
      ["SVC-CFG-WLAN", "Wireless network configuration (SSIDs, RF profiles)", "site", "3.00", "450.00"],
      ["SVC-CFG-SW", "Switch configuration (VLANs, PoE, port profiles)", "each", "1.00", "150.00"],
      ["SVC-CFG-FW", "Firewall policy, content filtering and VPN configuration", "each", "4.00", "600.00"],
      ["SVC-CFG-SDWAN", "SD-WAN and dual-WAN failover configuration", "site", "3.00", "450.00"],
      ["SVC-CFG-VPN", "Site-to-site VPN tunnel configuration", "tunnel", "1.50", "225.00"],
      ["SVC-CFG-NVR", "Video system configuration (recording, retention, users)", "site", "2.00", "300.00"],
      ["SVC-CFG-SRV", "Server build: operating system, roles and updates", "each", "6.00", "900.00"],
      ["SVC-CFG-HV", "Hypervisor host configuration (Hyper-V or VMware)", "each", "5.00", "750.00"],
      ["SVC-CFG-BKP", "Backup job configuration and first restore test", "server", "2.00", "300.00"],
      ["SVC-CFG-M365", "Microsoft 365 tenant setup (domains, security defaults)", "tenant", "6.00", "900.00"],
      ["SVC-CFG-MIG", "Mailbox migration to Microsoft 365", "mailbox", "0.50", "75.00"],
      ["SVC-CFG-INTUNE", "Intune device enrolment and policy", "device", "0.50", "75.00"],
      ["SVC-CFG-UPS", "UPS network card and graceful shutdown setup", "each", "1.00", "150.00"],
    ],
  },
  {
    kind: "recurring-service",
    category: "recurring",
    psCode: "PS-MANAGED",
    tag: "managed",
    billing: "monthly",
    scope: "monitor around the clock, act on alerts within the agreed response times and report monthly.",
    rows: [
      ["MSV-MON-DEV", "Network device monitoring and alerting", "device", "0.10", "15.00", "4.00"],
      [
        "MSV-FW",
        "Managed firewall (policy changes, firmware, log review)",
        "appliance",
        "1.00",
        "125.00",
        "48.00",
      ],
      ["MSV-SW", "Managed switching (firmware, port changes)", "switch", "0.25", "35.00", "11.00"],
      ["MSV-WIFI-MON", "Wireless monitoring and RF tuning", "access point", "0.10", "8.00", "2.50"],
      ["MSV-PATCH", "Patch management, workstation", "endpoint", "0.10", "6.00", "1.50"],
      [
        "MSV-SRV",
        "Managed server (patching, monitoring, backup checks)",
        "server",
        "1.50",
        "150.00",
        "55.00",
      ],
      ["MSV-BKP", "Managed backup with monthly restore test", "server", "0.50", "65.00", "22.00"],
      ["MSV-SOC", "24x7 SOC monitoring with SIEM", "user", "0.05", "12.00", "6.00"],
      ["MSV-DWM", "Dark web credential monitoring", "domain", "0.10", "25.00", "8.00"],
      ["MSV-VCIO", "Virtual CIO and quarterly business review", "month", "2.00", "350.00", "150.00"],
      [
        "MSV-CAM",
        "Managed video surveillance (health checks, footage requests)",
        "camera",
        "0.10",
        "8.00",
        "2.50",
      ],
      ["MSV-ISP", "Internet circuit management and carrier escalation", "circuit", "0.25", "30.00", "9.00"],
    ],
  },
  {
    kind: "support-service",
    category: "support",
    psCode: "PS-SUPPORT",
    tag: "support",
    scope: "diagnose and fix reported issues, remotely first and on site when needed.",
    rows: [
      ["SUP-ONSITE-HR", "On-site engineer, per hour", "hour", "1.00", "165.00", "20.00"],
      ["SUP-REMOTE-HR", "Remote support, per hour", "hour", "1.00", "125.00"],
      [
        "SUP-AFTERHRS",
        "After-hours emergency callout (2-hour minimum)",
        "callout",
        "2.00",
        "450.00",
        "30.00",
      ],
      ["SUP-BLOCK-10", "Prepaid support block, 10 hours", "block", "10.00", "1150.00"],
      ["SUP-BLOCK-40", "Prepaid support block, 40 hours", "block", "40.00", "4200.00"],
    ],
  },
  {
    kind: "support-service",
    category: "support",
    psCode: "PS-SUPPORT",
    tag: "support",
    billing: "monthly",
    scope: "answer the helpdesk and escalate to engineers within the agreed response times.",
    rows: [
      ["SUP-HD-USER", "Helpdesk, unlimited remote support", "user", "0.50", "45.00", "18.00"],
      ["SUP-247-NOC", "24x7 NOC escalation line", "site", "0.50", "199.00", "70.00"],
    ],
  },
];
