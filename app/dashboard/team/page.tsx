import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { InvitationButtons } from "@/components/team/invitation-buttons";
import { InviteMemberForm } from "@/components/team/invite-form";
import { MemberControls } from "@/components/team/member-controls";
import { TransferOwnershipForm } from "@/components/team/transfer-form";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listTeam } from "@/lib/data/team";
import { formatDate } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { peopleLimitOf, PLANS_PATH } from "@/lib/plans";
import { requireSubscribedUser } from "@/lib/session";
import { ROLE_NAMES } from "@/lib/team/permissions";

const m = messages.team;

export const metadata: Metadata = { title: m.title };

/** A stored percentage ("12.50") as the field shows it ("12,5"). */
function percentText(value: string | null) {
  return value === null ? "" : String(Number(value)).replace(".", ",");
}

/** 'Equipe': the owner's people, their roles and commissions, the invitations and the transfer. */
export default async function TeamPage() {
  const account = await requireSubscribedUser("manageTeam");
  const loaded = await load("equipe", account.shopId, () => listTeam(account.shopId));
  const limit = peopleLimitOf(account.plan);

  if (loaded.failed) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6">
        <PageHeader title={m.title} description={m.description} />
        <LoadError message={m.loadError + messages.reasons.loadAgain} retry />
      </div>
    );
  }
  const { members, invitations } = loaded.value;
  const others = members.filter((member) => !member.isOwner);

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={m.title} description={m.description} />

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 data-testid="team-seats">{m.seats(members.length, limit)}</h2>
          </CardTitle>
          {invitations.length > 0 && <CardDescription>{m.seatsPending(invitations.length)}</CardDescription>}
        </CardHeader>
        {limit <= 1 && (
          <CardContent>
            <p>
              {m.needsPremium}{" "}
              <Link href={PLANS_PATH} className="text-primary underline underline-offset-4">
                {m.seePlans}
              </Link>
            </p>
          </CardContent>
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.membersTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4" aria-label={m.membersTitle}>
            {members.map((member) => (
              <li key={member.id} className="grid gap-3 rounded-md border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{member.name}</span>
                  <Badge variant={member.isOwner ? "default" : "secondary"}>{ROLE_NAMES[member.role]}</Badge>
                  {member.id === account.memberId && <span className="text-sm text-muted-foreground">({m.you})</span>}
                </div>
                {member.email && <p className="text-sm break-all text-muted-foreground">{member.email}</p>}
                {!member.isOwner && (
                  <>
                    <p className="text-sm">
                      {member.commissionPercent === null ? m.commissionNone : m.commissionShown(percentText(member.commissionPercent))}
                    </p>
                    <MemberControls
                      member={{ id: member.id, name: member.name, role: member.role, commission: percentText(member.commissionPercent) }}
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {limit > 1 && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{m.inviteTitle}</h2>
            </CardTitle>
            <CardDescription>{m.inviteDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <InviteMemberForm />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.invitationsTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {invitations.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.noInvitations}</p>
          ) : (
            <ul className="grid gap-3" aria-label={m.invitationsTitle}>
              {invitations.map((invitation) => (
                <li key={invitation.id} className="grid gap-2 rounded-md border p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-all">{invitation.email}</span>
                    <Badge variant="outline">{ROLE_NAMES[invitation.role]}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{m.invitationExpires(formatDate(invitation.expiresAt))}</p>
                  <InvitationButtons invitationId={invitation.id} email={invitation.email} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.transferTitle}</h2>
          </CardTitle>
          <CardDescription>{m.transferDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          {others.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.transferNobody}</p>
          ) : (
            <TransferOwnershipForm people={others.map(({ id, name }) => ({ id, name }))} email={account.email} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
