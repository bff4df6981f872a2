import type { HardwareFamily } from "./demo-catalogue-hardware.ts";

const MERAKI_LICENCE =
  "Co-termed Meraki licence with enterprise support for the whole term; delivered by email.";

/** Licences bought once for a term, through the distributor, like hardware (apps priced once). */
export const LICENCE_FAMILIES: readonly HardwareFamily[] = [
  {
    brand: "Cisco Meraki",
    category: "licences",
    tag: "licence",
    kind: "app",
    discountBp: 4200,
    blurb: MERAKI_LICENCE,
    rows: [
      ["LIC-ENT-1YR", "MR Enterprise licence, 1 year", "150.00", "sup1"],
      ["LIC-ENT-3YR", "MR Enterprise licence, 3 years", "300.00", "sup3"],
      ["LIC-ENT-5YR", "MR Enterprise licence, 5 years", "450.00", "sup5"],
      ["LIC-MS120-8LP-3YR", "MS120-8LP Enterprise licence, 3 years", "150.00", "sup3"],
      ["LIC-MS120-24P-3YR", "MS120-24P Enterprise licence, 3 years", "330.00", "sup3"],
      ["LIC-MS120-48LP-3YR", "MS120-48LP Enterprise licence, 3 years", "550.00", "sup3"],
      ["LIC-MS225-48LP-3YR", "MS225-48LP Enterprise licence, 3 years", "800.00", "sup3"],
      ["LIC-MX67-SEC-1YR", "MX67 Advanced Security licence, 1 year", "450.00", "sup1"],
      ["LIC-MX67-SEC-3YR", "MX67 Advanced Security licence, 3 years", "1050.00", "sup3"],
      ["LIC-MX68-SEC-3YR", "MX68 Advanced Security licence, 3 years", "1400.00", "sup3"],
      ["LIC-MX85-SEC-3Y", "MX85 Advanced Security licence, 3 years", "3600.00", "sup3"],
      ["LIC-MV-3YR", "MV camera licence, 3 years", "600.00", "sup3"],
      ["LIC-MG21-ENT-3Y", "MG21 Enterprise licence, 3 years", "300.00", "sup3"],
    ],
  },
  {
    brand: "Fortinet",
    category: "licences",
    tag: "licence",
    kind: "app",
    discountBp: 3000,
    blurb: "FortiGuard Unified Threat Protection renewal with FortiCare 24x7 support.",
    rows: [
      ["FC-10-0040F-950-02-12", "FortiGate-40F UTP renewal, 12 months", "395.00", "sup1"],
      ["FC-10-0060F-950-02-12", "FortiGate-60F UTP renewal, 12 months", "545.00", "sup1"],
      ["FC-10-0060F-950-02-36", "FortiGate-60F UTP renewal, 36 months", "1365.00", "sup3"],
      ["FC-10-0100F-950-02-12", "FortiGate-100F UTP renewal, 12 months", "2190.00", "sup1"],
    ],
  },
  {
    brand: "Microsoft",
    category: "licences",
    tag: "licence",
    kind: "app",
    discountBp: 1200,
    blurb: "Perpetual OEM licence, delivered with the server.",
    rows: [
      ["P73-08328", "Windows Server 2022 Standard, 16 cores", "1069.00"],
      ["R18-06466", "Windows Server 2022 user CAL, 5 pack", "259.00"],
    ],
  },
  {
    brand: "Veeam",
    category: "backup",
    tag: "backup",
    kind: "app",
    discountBp: 2500,
    unit: "10 instances",
    blurb: "Veeam Universal License subscription with production support.",
    rows: [
      [
        "V-VBRVUL-0I-SU1YP-00",
        "Backup & Replication Universal License, 10 instances, 1 year",
        "1390.00",
        "sup1",
      ],
      [
        "V-VBRVUL-0I-SU3YP-00",
        "Backup & Replication Universal License, 10 instances, 3 years",
        "3753.00",
        "sup3",
      ],
      [
        "V-VBRVUL-0I-SU5YP-00",
        "Backup & Replication Universal License, 10 instances, 5 years",
        "5838.00",
        "sup5",
      ],
    ],
  },
];

export type Plan = readonly [code: string, name: string, monthlyList: string];
export interface Variant {
  suffix: string;
  label: string;
  billing: "monthly" | "annually";
  /** Month-to-month terms cost more than annual commitments. */
  upliftBp: number;
}

/** Software sold by subscription: one row per plan and billing variant. */
export interface SubscriptionFamily {
  brand: string;
  category: "licences" | "securitySoftware" | "backup";
  tag: string;
  discountBp: number;
  unit: string;
  blurb: string;
  /** Bought through the demo distributor (cost by API) or direct from the vendor (cost entered by hand). */
  viaDistributor: boolean;
  model?: "recurring" | "usage_based";
  variants: readonly Variant[];
  plans: readonly Plan[];
}

const MONTHLY: readonly Variant[] = [{ suffix: "", label: "", billing: "monthly", upliftBp: 0 }];

export const SUBSCRIPTION_FAMILIES: readonly SubscriptionFamily[] = [
  {
    brand: "",
    category: "licences",
    tag: "m365",
    discountBp: 1000,
    unit: "user",
    blurb: "New Commerce Experience subscription through the CSP programme.",
    viaDistributor: true,
    variants: [
      { suffix: ":P1Y:M", label: "annual commitment, billed monthly", billing: "monthly", upliftBp: 0 },
      { suffix: ":P1M:M", label: "monthly commitment", billing: "monthly", upliftBp: 2000 },
      { suffix: ":P1Y:A", label: "annual commitment, billed annually", billing: "annually", upliftBp: 0 },
    ],
    plans: [
      ["CFQ7TTC0LH18:0001", "Microsoft 365 Business Basic", "6.00"],
      ["CFQ7TTC0LDPB:0001", "Microsoft 365 Business Standard", "12.50"],
      ["CFQ7TTC0LCHC:0002", "Microsoft 365 Business Premium", "22.00"],
      ["CFQ7TTC0LFLZ:0001", "Microsoft 365 E3", "36.00"],
      ["CFQ7TTC0LFK5:0001", "Microsoft 365 E5", "57.00"],
      ["CFQ7TTC0LH16:0001", "Exchange Online (Plan 1)", "4.00"],
      ["CFQ7TTC0RSTM:0001", "Microsoft Teams Essentials", "4.00"],
      ["CFQ7TTC0HCH5:0001", "Microsoft Defender for Business", "3.00"],
      ["CFQ7TTC0LCJF:0001", "Microsoft Intune Plan 1", "8.00"],
      ["CFQ7TTC0MM8R:0002", "Microsoft 365 Copilot", "30.00"],
    ],
  },
  {
    brand: "",
    category: "licences",
    tag: "workspace",
    discountBp: 1500,
    unit: "user",
    blurb: "Google Workspace subscription resold through the Google partner programme.",
    viaDistributor: false,
    variants: [
      { suffix: "-FLEX", label: "flexible plan", billing: "monthly", upliftBp: 2000 },
      { suffix: "-ANNUAL", label: "annual plan, billed monthly", billing: "monthly", upliftBp: 0 },
    ],
    plans: [
      ["GWS-BUS-STARTER", "Google Workspace Business Starter", "7.00"],
      ["GWS-BUS-STANDARD", "Google Workspace Business Standard", "14.00"],
      ["GWS-BUS-PLUS", "Google Workspace Business Plus", "22.00"],
      ["GWS-ENT-STANDARD", "Google Workspace Enterprise Standard", "27.00"],
    ],
  },
  {
    brand: "",
    category: "securitySoftware",
    tag: "security",
    discountBp: 3500,
    unit: "endpoint",
    blurb: "Multi-tenant MSP console; billed monthly on the count of protected endpoints.",
    viaDistributor: false,
    variants: MONTHLY,
    plans: [
      ["S1-CORE-MSP", "SentinelOne Singularity Core", "6.00"],
      ["S1-CONTROL-MSP", "SentinelOne Singularity Control", "8.00"],
      ["S1-COMPLETE-MSP", "SentinelOne Singularity Complete", "10.00"],
      ["CS-FALCON-GO", "CrowdStrike Falcon Go", "5.00"],
      ["CS-FALCON-PRO", "CrowdStrike Falcon Pro", "8.33"],
      ["CS-FALCON-ENT", "CrowdStrike Falcon Enterprise", "15.33"],
      ["HUN-EDR", "Huntress Managed EDR", "4.50"],
      ["SOPH-IXA-XDR", "Sophos Intercept X Advanced with XDR", "6.50"],
      ["BD-GZ-BUS", "Bitdefender GravityZone Business Security", "3.25"],
    ],
  },
  {
    brand: "",
    category: "securitySoftware",
    tag: "security",
    discountBp: 3000,
    unit: "user",
    blurb: "Per-user security service, billed monthly from the MSP console.",
    viaDistributor: true,
    variants: MONTHLY,
    plans: [
      ["HUN-ITDR-M365", "Huntress Managed ITDR for Microsoft 365", "4.00"],
      ["PP-ESS-BUS", "Proofpoint Essentials Business email security", "3.50"],
      ["KB4-SAT-GOLD", "KnowBe4 Security Awareness Training Gold", "2.50"],
      ["UMB-DNS-ESS", "Cisco Umbrella DNS Security Essentials", "2.75"],
      ["DUO-ESS", "Cisco Duo Essentials MFA", "3.00"],
      ["DUO-ADV", "Cisco Duo Advantage MFA", "6.00"],
    ],
  },
  {
    brand: "",
    category: "backup",
    tag: "backup",
    discountBp: 3000,
    unit: "user",
    blurb: "Cloud-to-cloud backup with unlimited retention, billed monthly.",
    viaDistributor: false,
    variants: MONTHLY,
    plans: [
      ["DATTO-SAAS-M365", "Datto SaaS Protection for Microsoft 365", "3.50"],
      ["DROPSUITE-M365", "Dropsuite Backup for Microsoft 365", "2.75"],
      ["ACR-CPC-WKS", "Acronis Cyber Protect Cloud, workstation", "4.00"],
      ["ACR-CPC-SRV", "Acronis Cyber Protect Cloud, server", "25.00"],
    ],
  },
  {
    brand: "",
    category: "backup",
    tag: "backup",
    discountBp: 2000,
    unit: "TB",
    blurb: "Billed monthly on the storage used; no minimum.",
    viaDistributor: false,
    model: "usage_based",
    variants: MONTHLY,
    plans: [
      ["B2-STORAGE-TB", "Backblaze B2 cloud storage, per TB-month", "6.00"],
      ["WASABI-HOT-TB", "Wasabi hot cloud storage, per TB-month", "6.99"],
    ],
  },
];

/** code, name, one-time installation, monthly price, term months; usage-based rows charge per unit. */
export type InternetRow = readonly [
  code: string,
  name: string,
  install: string,
  monthly: string,
  term: number,
];

export const INTERNET_ROWS: readonly InternetRow[] = [
  ["ISP-FIB-0300", "Business Fibre 300/300 Mbps", "250.00", "199.00", 24],
  ["ISP-FIB-0500", "Business Fibre 500/500 Mbps", "250.00", "299.00", 24],
  ["ISP-FIB-1000", "Business Fibre 1/1 Gbps", "250.00", "449.00", 24],
  ["ISP-FIB-2000", "Business Fibre 2/2 Gbps", "500.00", "699.00", 36],
  ["ISP-DIA-0100", "Dedicated Internet Access 100 Mbps, 99.99% SLA", "1000.00", "450.00", 36],
  ["ISP-DIA-0500", "Dedicated Internet Access 500 Mbps, 99.99% SLA", "1000.00", "900.00", 36],
  ["ISP-DIA-1000", "Dedicated Internet Access 1 Gbps, 99.99% SLA", "1000.00", "1400.00", 36],
  ["ISP-DIA-10G", "Dedicated Internet Access 10 Gbps, 99.99% SLA", "2500.00", "3500.00", 36],
  ["ISP-CAB-0300", "Business Cable 300/20 Mbps", "99.00", "99.00", 12],
  ["ISP-CAB-0600", "Business Cable 600/35 Mbps", "99.00", "149.00", 12],
  ["ISP-CAB-1000", "Business Cable 1 Gbps/50 Mbps", "99.00", "199.00", 12],
  ["ISP-LTE-10GB", "LTE backup internet, 10 GB pooled", "0.00", "35.00", 12],
  ["ISP-LTE-50GB", "LTE backup internet, 50 GB pooled", "0.00", "60.00", 12],
  ["ISP-5G-FWA", "5G fixed wireless business internet, unlimited", "0.00", "99.00", 12],
  ["ISP-LTE-OVG", "LTE data overage, per GB", "0.00", "10.00", 1],
  ["ISP-IP-29", "Static IPv4 block /29 (5 usable)", "0.00", "25.00", 1],
  ["ISP-IP-28", "Static IPv4 block /28 (13 usable)", "0.00", "45.00", 1],
];
