import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { content } from "../../content/content.server";
import { filePaths } from "../../lib/file-paths";
import { CertificateCard } from "./certificate-card";
import { formatIssueDate } from "./issue-date";

const { certifications, certificationWords } = content;

const words = { ...certificationWords, opensInNewTab: content.interface.opensInNewTab };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("formatIssueDate", () => {
  it("writes dates the Indian way", () => {
    expect(formatIssueDate("2021-06-14")).toBe("14 June 2021");
    expect(formatIssueDate("2023-08-09")).toBe("9 August 2023");
  });

  it("refuses something that is not a date", () => {
    expect(() => formatIssueDate("14/06/2021")).toThrow(/not a date/);
    expect(() => formatIssueDate("2021-02-30")).toThrow(/not a date/);
  });
});

describe("CertificateCard", () => {
  it("shows a plain document card, no picture, once the real PDF is up and the only picture is the build's drawing", () => {
    const [certificate] = certifications;
    if (!certificate) throw new Error("no certificates in the content");
    render(
      <CertificateCard
        certificate={{
          ...certificate,
          preview: undefined,
          issuedOnText: formatIssueDate(certificate.issuedOn),
          pdfHref: filePaths.certificate(certificate.file),
        }}
        words={words}
      />,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("link", { name: new RegExp(`^View ${escapeRegExp(certificate.title)}`) })).toBeVisible();
  });

  for (const certificate of certifications) {
    it(`shows ${certificate.id} with view, download and verify links`, () => {
      render(
        <CertificateCard
          certificate={{
            ...certificate,
            issuedOnText: formatIssueDate(certificate.issuedOn),
            pdfHref: filePaths.certificate(certificate.file),
          }}
          words={words}
        />,
      );
      expect(screen.getByRole("heading", { name: certificate.title })).toBeInTheDocument();
      expect(screen.getByText(certificate.issuer)).toBeInTheDocument();
      expect(screen.getByText(certificate.number, { selector: "dd" })).toBeInTheDocument();
      expect(screen.getByText(formatIssueDate(certificate.issuedOn))).toHaveAttribute("dateTime", certificate.issuedOn);
      expect(screen.getByRole("img")).toHaveAttribute("alt", certificate.preview.alt);

      const view = screen.getByRole("link", { name: new RegExp(`^View ${escapeRegExp(certificate.title)}`) });
      expect(view).toHaveAttribute("href", filePaths.certificate(certificate.file));
      expect(view).toHaveAttribute("target", "_blank");
      expect(view).toHaveAttribute("rel", "noopener noreferrer");

      const download = screen.getByRole("link", { name: new RegExp(`^Download ${escapeRegExp(certificate.title)}`) });
      expect(download).toHaveAttribute("href", filePaths.certificate(certificate.file));
      expect(download).toHaveAttribute("download", certificate.file);

      const verify = screen.queryByRole("link", { name: /^Verify/ });
      if (certificate.verifyUrl) {
        expect(verify).toHaveAttribute("href", certificate.verifyUrl);
        expect(verify).toHaveAttribute("rel", "noopener noreferrer");
        expect(verify).toHaveTextContent(certificate.number);
      } else {
        expect(verify).toBeNull();
      }
    });
  }
});
