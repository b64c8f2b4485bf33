// The Turkish texts a fresh installation starts with, marked as templates (DESIGN.md §6.3, issue
// 12): the headings a distance sale of a digital service needs under 6502 sayılı Kanun, the
// Mesafeli Sözleşmeler Yönetmeliği and 6698 sayılı KVKK. What only the business knows is written
// in square brackets ("[Şirket unvanı]") for the admin to fill in; a lawyer should read them
// before they are relied on. Other languages show these until the admin writes their own.
import type { LegalSlug } from '@hatira/shared/legal-pages';

const SELLER = `- Unvan: [Şirket unvanı]
- Adres: [Açık adres]
- Vergi dairesi ve numarası: [Vergi dairesi] / [Vergi numarası]
- MERSİS numarası: [MERSİS numarası]
- E-posta: [E-posta adresi]
- Telefon: [Telefon numarası]`;

const DISTANCE_SALES_CONTRACT = `## 1. Taraflar

**Satıcı**

${SELLER}

**Alıcı**

Hatıra'da hesap açarak sipariş veren ve siparişte fatura bilgilerini veren gerçek ya da tüzel kişidir ("Alıcı"). Alıcının kimlik ve iletişim bilgileri, siparişte verdiği ve faturada yer alan bilgilerdir.

## 2. Sözleşmenin konusu

Bu sözleşme, Alıcının Satıcıya ait Hatıra platformundan elektronik ortamda satın aldığı etkinlik fotoğraf ve video paylaşım hizmeti aboneliğinin ("Hizmet") satışına ve ifasına ilişkin olarak, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca tarafların hak ve yükümlülüklerini düzenler.

## 3. Hizmetin nitelikleri ve fiyatı

Hizmetin adı, süresi ve kapsamı (etkinlik, albüm ve paylaşım sayısı, depolama alanı, video izni) siparişte seçilen pakette ve düzenlenen faturada gösterilir. Fiyatlar Türk lirası cinsindendir ve **katma değer vergisi (KDV) dahildir**. Faturada KDV hariç tutar, KDV tutarı ve varsa kupon indirimi ayrıca gösterilir. Hizmet bedeli dışında Alıcıdan ek bir ücret alınmaz; bankanın havale veya EFT masrafı Alıcıya aittir.

## 4. Ödeme

Ödeme, sipariş sonunda gösterilen Satıcı banka hesaplarından birine **havale veya EFT** ile yapılır. Alıcı, ödemenin açıklamasına fatura numarasını yazar ve ödeme sayfasından ödemeyi bildirir. Satıcı, tutarın hesabına ulaştığını doğruladığında ödemeyi onaylar. Fatura tarihinden itibaren 7 (yedi) gün içinde ödenmeyen siparişler iptal edilir.

## 5. Hizmetin ifası

Hizmet dijital ortamda sunulur; fiziksel bir teslimat yoktur. Ödeme onaylandığında abonelik Alıcının hesabında hemen başlar; Alıcının yürürlükte bir aboneliği varsa yeni abonelik onun bitiminde başlar. Abonelik, paketin süresi boyunca kullanılabilir. Ödemenin onaylandığı Alıcıya e-posta ile bildirilir.

## 6. Cayma hakkı

Alıcı, sözleşmenin kurulduğu günden itibaren 14 (on dört) gün içinde herhangi bir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayabilir. Cayma bildirimi bu süre içinde [E-posta adresi] adresine ya da Satıcının adresine yazılı olarak yapılır. Cayma hâlinde Satıcı, bildirimin kendisine ulaştığı günden itibaren 14 gün içinde aldığı bedeli ödemenin yapıldığı yolla iade eder.

## 7. Cayma hakkının istisnası

Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca, elektronik ortamda anında ifa edilen hizmetlerde ve cayma süresi dolmadan tüketicinin onayıyla ifasına başlanan hizmetlerde cayma hakkı kullanılamaz. Alıcı, bu sözleşmeyi onaylayarak hizmetin ödemenin onaylanmasıyla hemen başlatılmasını istediğini ve hizmetin ifasına başlandıktan sonra cayma hakkını kaybedeceğini bildiğini kabul eder. Ödemesi henüz onaylanmamış bir sipariş, Alıcı tarafından faturasından iptal edilebilir.

## 8. Genel hükümler

Alıcı, siparişten önce Ön Bilgilendirme Formunu okuduğunu ve hizmetin temel nitelikleri, fiyatı, ödeme ve ifa şekli ile cayma hakkı konusunda bilgilendirildiğini kabul eder. Hizmetin kullanım kuralları Kullanım Koşullarında yer alır. Kişisel veriler KVKK Aydınlatma Metni ve Gizlilik Politikası uyarınca işlenir.

## 9. Uyuşmazlıkların çözümü

Bu sözleşmeden doğan uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar içinde tüketici hakem heyetlerine, bu sınırların üzerindeki uyuşmazlıklarda tüketici mahkemelerine başvurulabilir. Alıcı, başvurusunu kendi yerleşim yerindeki ya da hizmeti satın aldığı yerdeki hakem heyetine veya mahkemeye yapabilir.

## 10. Yürürlük

Alıcı bu sözleşmeyi siparişi tamamlamadan önce elektronik ortamda onaylar. Sözleşme onayla kurulur; onaylanan sürüm, onay zamanı ve onayın yapıldığı IP adresi Satıcı tarafından saklanır.
`;

const PRE_INFORMATION_FORM = `Bu form, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, mesafeli sözleşme kurulmadan önce Alıcıyı bilgilendirmek için hazırlanmıştır.

## 1. Satıcı

${SELLER}

## 2. Hizmetin temel nitelikleri

Hatıra, etkinlik sahiplerinin QR kodlu etkinlik sayfaları açmasını ve misafirlerin bu sayfalara fotoğraf ve video yüklemesini sağlayan dijital bir hizmettir. Her paketin süresi ve limitleri (etkinlik, albüm ve paylaşım sayısı, depolama alanı, video izni) paket seçim sayfasında gösterilir.

## 3. Fiyat

Seçilen paketin KDV dahil toplam fiyatı, varsa kupon indirimi, KDV hariç tutar ve KDV tutarı sipariş özetinde gösterilir. Bunların dışında ek bir ücret alınmaz; bankanın havale veya EFT masrafı Alıcıya aittir.

## 4. Ödeme

Ödeme, ödeme sayfasında gösterilen Satıcı banka hesaplarından birine havale veya EFT ile yapılır. Açıklamaya fatura numarası yazılır. Fatura tarihinden itibaren 7 (yedi) gün içinde ödenmeyen siparişler iptal edilir.

## 5. İfa

Hizmet dijital ortamda sunulur, fiziksel teslimat yoktur. Abonelik, ödemenin Satıcı tarafından onaylanmasıyla hemen başlar; yürürlükte bir abonelik varsa onun bitiminde başlar.

## 6. Cayma hakkı

Alıcı, sözleşmenin kurulduğu günden itibaren 14 gün içinde gerekçe göstermeden cayabilir. Ancak Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca elektronik ortamda anında ifa edilen ve Alıcının onayıyla ifasına başlanan hizmetlerde cayma hakkı kullanılamaz: ödeme onaylanıp abonelik başladıktan sonra cayma hakkı sona erer. Ödemesi onaylanmamış bir sipariş iptal edilebilir.

## 7. Şikâyet ve itirazlar

Şikâyetler [E-posta adresi] adresine ya da [Telefon numarası] numarasına iletilebilir. Uyuşmazlıklarda, Ticaret Bakanlığınca ilan edilen parasal sınırlar içinde tüketici hakem heyetlerine, bu sınırların üzerinde tüketici mahkemelerine başvurulabilir.

## 8. Sözleşmenin saklanması

Alıcının onayladığı Mesafeli Satış Sözleşmesi ve bu formun sürümleri, onay zamanı ve IP adresiyle birlikte Satıcı tarafından saklanır.
`;

const KVKK = `6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca, kişisel verilerinizin veri sorumlusu sıfatıyla [Şirket unvanı] ("Şirket") tarafından nasıl işlendiğini aşağıda açıklıyoruz.

## 1. Veri sorumlusu

${SELLER}

## 2. İşlenen kişisel veriler

- **Hesap sahipleri:** ad soyad, kullanıcı adı, e-posta adresi, telefon, şirket ve fatura bilgileri (adres, T.C. kimlik numarası veya vergi numarası), satın alınan paketler, faturalar ve ödeme bildirimleri, onaylanan sözleşme sürümleri.
- **Misafirler:** paylaşımda yazılan ad ve mesaj, yüklenen fotoğraf ve videolar.
- **Herkes için işlem güvenliği verileri:** IP adresi, tarayıcı bilgisi, oturum kayıtları.

## 3. İşleme amaçları

Hizmetin sunulması ve hesabın yönetilmesi; siparişin, faturanın ve ödemenin yürütülmesi; etkinlik sayfalarında paylaşımların yayımlanması; yasal yükümlülüklerin (vergi ve ticaret mevzuatı, 5651 sayılı Kanun) yerine getirilmesi; hizmetin güvenliğinin sağlanması ve kötüye kullanımın önlenmesi; talep ve şikâyetlerin yanıtlanması.

## 4. Hukuki sebepler

Kişisel verileriniz KVKK'nın 5. maddesinin 2. fıkrasındaki sebeplere dayanılarak işlenir: sözleşmenin kurulması ve ifası (c), hukuki yükümlülüğün yerine getirilmesi (ç), bir hakkın tesisi, kullanılması veya korunması (e) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz (f).

## 5. Aktarım

Kişisel verileriniz yalnızca yukarıdaki amaçlar için; barındırma ve e-posta hizmeti aldığımız iş ortaklarımıza, ödemenin doğrulanması için bankalara ve talep hâlinde yetkili kamu kurum ve kuruluşlarına aktarılabilir. [Yurt dışında barındırma yapılıyorsa: ülke ve KVKK'nın 9. maddesine dayanak]

## 6. Toplama yöntemi

Kişisel veriler, hizmetin internet sitesindeki formlar, etkinlik sayfaları ve sunucu kayıtları aracılığıyla elektronik ortamda toplanır.

## 7. Haklarınız

KVKK'nın 11. maddesi uyarınca; kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, KVKK'nın 7. maddesindeki şartlarla silinmesini veya yok edilmesini ve bu işlemlerin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme, münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme ve kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.

## 8. Başvuru

Başvurularınızı, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak [E-posta adresi] adresine, [KEP adresi] kayıtlı elektronik posta adresine ya da [Açık adres] adresine yazılı olarak iletebilirsiniz. Başvurular en geç 30 gün içinde ücretsiz olarak yanıtlanır.
`;

const PRIVACY_POLICY = `Bu politika, [Şirket unvanı] tarafından sunulan Hatıra hizmetinde hangi bilgilerin toplandığını, nasıl kullanıldığını ve korunduğunu anlatır. Kişisel verilerin işlenmesine ilişkin ayrıntılar KVKK Aydınlatma Metnindedir.

## 1. Topladığımız bilgiler

- Hesap açarken ve profilinizde verdiğiniz bilgiler (ad, e-posta, telefon, şirket).
- Satın alma sırasında verdiğiniz fatura bilgileri ve ödeme bildirimleri.
- Misafirlerin etkinlik sayfalarına yüklediği fotoğraf ve videolar, ad ve mesajlar.
- Güvenlik için IP adresi, tarayıcı bilgisi ve oturum kayıtları.

## 2. Bilgileri nasıl kullanıyoruz

Hizmeti sunmak, hesabınızı ve aboneliğinizi yönetmek, fatura düzenlemek, size hizmetle ilgili e-postalar göndermek ve hizmetin güvenliğini sağlamak için. Bilgilerinizi satmayız ve reklam amacıyla kullanmayız.

## 3. Etkinlik sayfalarındaki paylaşımlar

Bir etkinlik sayfasına yüklenen fotoğraf ve videoları etkinlik sahibi görür; onaylanan paylaşımlar sayfanın bağlantısına sahip misafirlere açıktır. Etkinlik sahibi paylaşımları onaylayabilir, reddedebilir, silebilir ve indirebilir.

## 4. Çerezler ve tarayıcı depolaması

Oturumunuzu sürdürmek ve dil tercihinizi hatırlamak için tarayıcınızın depolama alanını kullanırız. Üçüncü taraf reklam veya izleme çerezi kullanmayız.

## 5. Saklama süresi

Hesap bilgileri hesabınız açık kaldığı sürece, faturalar vergi mevzuatının öngördüğü süre boyunca saklanır. Etkinlik içerikleri, etkinlik sahibi tarafından silinene veya abonelik sona erdikten sonra [saklama süresi] içinde silinene kadar saklanır.

## 6. Güvenlik

Parolalar geri döndürülemez biçimde saklanır, bağlantılar şifrelenir ve verilere yalnızca yetkili kişiler erişir.

## 7. Değişiklikler

Bu politikayı değiştirdiğimizde güncel metni bu sayfada yayımlarız.

## 8. İletişim

Sorularınız için: [E-posta adresi]
`;

const TERMS_AND_CONDITIONS = `Bu koşullar, [Şirket unvanı] ("Şirket") tarafından sunulan Hatıra hizmetinin kullanımını düzenler. Hizmeti kullanan herkes bu koşulları kabul etmiş sayılır.

## 1. Hizmet

Hatıra; etkinlik sahiplerinin (çiftler, organizatörler, fotoğrafçılar, mekânlar) QR kodlu etkinlik sayfaları açmasını, misafirlerin bu sayfalara fotoğraf ve video paylaşmasını ve paylaşımların yönetilip indirilmesini sağlar.

## 2. Hesap

Hesap açarken doğru bilgi vermeniz ve parolanızı gizli tutmanız gerekir. Hesabınızdan yapılan işlemlerden siz sorumlusunuz. Kurumsal hesaplar, müşterileri için alt hesaplar açabilir; bu hesapların kullanımından kurumsal hesap sahibi sorumludur.

## 3. Abonelik ve ödeme

Etkinlik sayfaları yürürlükte bir abonelikle çalışır. Paketlerin fiyatı, süresi ve limitleri paket seçim sayfasında gösterilir. Satın alma, Mesafeli Satış Sözleşmesi ve Ön Bilgilendirme Formu kapsamında yapılır. Abonelik süresi dolduğunda misafirler yeni paylaşım yapamaz.

## 4. İçerik kuralları

Yasalara aykırı, başkalarının haklarını ihlal eden, müstehcen, şiddet içeren veya nefret söylemi barındıran içerik paylaşılamaz. Etkinlik sahibi, sayfasında paylaşılan içerikleri denetlemekten ve fotoğraflarda yer alan kişilerin rızasını gözetmekten sorumludur. Şirket, bu kurallara aykırı içerikleri kaldırabilir ve ilgili IP adreslerini engelleyebilir.

## 5. Fikrî haklar

Paylaşılan fotoğraf ve videoların hakları paylaşanlara aittir. Paylaşan, içeriğin etkinlik sayfasında gösterilmesi ve etkinlik sahibince indirilmesi için gereken izni verir. Hizmetin yazılımı ve tasarımı Şirkete aittir.

## 6. Hizmetin sürekliliği

Hizmeti kesintisiz sunmaya çalışırız; bakım ve beklenmeyen arızalar nedeniyle kısa kesintiler olabilir. İçeriklerinizin bir kopyasını indirmenizi öneririz.

## 7. Sorumluluğun sınırı

Şirket, misafirlerin paylaştığı içeriklerden ve etkinlik sahibinin bu içerikleri kullanmasından sorumlu değildir. Şirketin sorumluluğu, kanunun izin verdiği ölçüde, ilgili dönem için ödenen abonelik bedeliyle sınırlıdır.

## 8. Hesabın kapatılması

Hesabınızı istediğiniz zaman kapatabilirsiniz. Bu koşulları ağır biçimde ihlal eden hesaplar Şirket tarafından kapatılabilir.

## 9. Değişiklikler ve uygulanacak hukuk

Koşullar değiştiğinde güncel metin bu sayfada yayımlanır. Bu koşullara Türkiye Cumhuriyeti hukuku uygulanır; tüketici uyuşmazlıklarında tüketici hakem heyetleri ve tüketici mahkemeleri yetkilidir.

## 10. İletişim

${SELLER}
`;

export const LEGAL_TEMPLATES: Record<LegalSlug, { title: string; body: string }> = {
  'distance-sales-contract': { title: 'Mesafeli Satış Sözleşmesi', body: DISTANCE_SALES_CONTRACT },
  'pre-information-form': { title: 'Ön Bilgilendirme Formu', body: PRE_INFORMATION_FORM },
  kvkk: { title: 'KVKK Aydınlatma Metni', body: KVKK },
  'privacy-policy': { title: 'Gizlilik Politikası', body: PRIVACY_POLICY },
  'terms-and-conditions': { title: 'Kullanım Koşulları', body: TERMS_AND_CONDITIONS },
};
