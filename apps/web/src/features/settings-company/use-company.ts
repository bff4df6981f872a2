import type {
  TAccountDetail,
  TBranding,
  TCreateCertificationRequest,
  TUpdateAccountRequest,
} from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type BrandingBody, companyApi } from "../../api/company-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/**
 * The account with company details and branding. Not refetched on window focus: a form is built from
 * it, and a silent refresh would replace what the user is typing (a 409 on save says so instead).
 */
export function useCompanyAccount(accountId: string) {
  return useQuery({
    queryKey: queryKeys.companyAccount(accountId),
    queryFn: () => companyApi.get(accountId),
    refetchOnWindowFocus: false,
    // The frame and the forms inside it read it together; one load serves both.
    staleTime: 30_000,
  });
}

export function useUpdateCompany(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAccountRequest) => companyApi.update(accountId, body),
    onSuccess: (saved) =>
      client.setQueryData<TAccountDetail>(queryKeys.companyAccount(accountId), (before) => ({
        ...before,
        ...saved,
      })),
  });
}

export function useDistributors(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.distributors,
    queryFn: companyApi.distributors,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useUploadImage(accountId: string) {
  return useMutation({ mutationFn: (file: File) => companyApi.uploadImage(accountId, file) });
}

export function useUpdateBranding(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandingBody) => companyApi.updateBranding(accountId, body),
    onSuccess: (branding: TBranding) =>
      client.setQueryData<TAccountDetail>(queryKeys.companyAccount(accountId), (before) =>
        before ? { ...before, branding } : before,
      ),
  });
}

export function useCertifications(accountId: string) {
  return useQuery({
    queryKey: queryKeys.certifications(accountId),
    queryFn: () => companyApi.certifications(accountId).then((answer) => answer.data),
  });
}

export function useAddCertification(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCertificationRequest) => companyApi.addCertification(accountId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.certifications(accountId) }),
  });
}

export function useDeleteCertification(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (certificationId: string) => companyApi.removeCertification(accountId, certificationId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.certifications(accountId) }),
  });
}
