import type {
  TAccountDetail,
  TBranding,
  TCreateCertificationRequest,
  TDistributorChoice,
  TUpdateAccountRequest,
  TUploadedFile,
} from "@q2c/domain";
import { api } from "./client.ts";

/** A certification as GET /accounts/:id/certifications lists it (ZCertification). */
export interface Certification {
  id: string;
  accountId: string;
  name: string;
  issuer: string;
  validUntil: string | null;
  createdAt: string;
}

/** PUT /accounts/:id/branding; a null logo is sent as nullFields (the logo removed). */
export interface BrandingBody {
  primaryColor: string;
  secondaryColor: string;
  logoFileId: string | null;
}

const accountPath = (id: string, rest = "") => `/accounts/${encodeURIComponent(id)}${rest}`;

export const companyApi = {
  /** The account with its company details and branding (getSettings). */
  get: (id: string) =>
    api.get<TAccountDetail>(accountPath(id), { query: { getSettings: true }, redirectOnNotFound: true }),
  update: (id: string, body: TUpdateAccountRequest) => api.put<TAccountDetail>(accountPath(id), body),
  /**
   * The distributor accounts that may be chosen as a default (names only: each distributor is its own
   * tenant, so the account list would hide them from an MSP).
   */
  distributors: () =>
    api.get<{ data: TDistributorChoice[] }>("/default-distributors/choices", { ignore403: true }),
  updateBranding: (id: string, body: BrandingBody) => api.put<TBranding>(accountPath(id, "/branding"), body),
  certifications: (id: string) => api.get<{ data: Certification[] }>(accountPath(id, "/certifications")),
  addCertification: (id: string, body: TCreateCertificationRequest) =>
    api.post<Certification>(accountPath(id, "/certifications"), body),
  removeCertification: (id: string, certificationId: string) =>
    api.delete<{ id: string }>(accountPath(id, `/certifications/${encodeURIComponent(certificationId)}`)),
  /** 0..6 while onboarding, -1 once it is finished. */
  setOnboardingStep: (id: string, step: number) =>
    api.put<{ accountId: string; onboardingStep: number }>(accountPath(id, "/onboarding-step"), { step }),
  /** POST /files/upload: the image as multipart field `file`, stored for the account. */
  uploadImage: (accountId: string, file: File) => {
    const body = new FormData();
    body.append("file", file, file.name);
    return api.post<TUploadedFile>("/files/upload", body, { query: { accountId } });
  },
};
